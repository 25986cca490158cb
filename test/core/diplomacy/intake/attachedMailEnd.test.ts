// A mail attached to another (message/rfc822) ends at its carrier's next boundary line, whichever
// of the carrier's multiparts it belongs to (attachedMailEnd.ts). The MIME mail fuzz found the
// carrier's later part read as the attached mail's own text: a base64 attached mail decoded the
// carrier's part headers and its base64 orders as its own, so a line the carrier's sender wrote
// was judged as the attached sender's order.
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../../core/diplomacy/houseRules';
import { readOrderMail } from '../../../../core/diplomacy/intake/index';
import { game, position, variant } from './helpers';

async function read(paste: string | Uint8Array) {
  return readOrderMail(paste, { variant, position: position('start'), rules: profiles.hasbro2000, game });
}

const LATER = 'a later part of the mail this one is attached to (not read)';
/** The carrier: France's mail, its attached mail in a multipart nested in the outer one. */
const mail = [
  'From: Marie <marie@example.fr>', 'Subject: France S1901M', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', 'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="outer"', '', '--outer', 'Content-Type: multipart/mixed; boundary="inner"', '', '--inner',
  'Content-Type: message/rfc822', '', 'From: Karl <karl@example.de>', 'Subject: Germany S1901M', 'Date: Sun, 02 Mar 2025 21:00:00 +0100',
  'Content-Type: text/plain', 'Content-Transfer-Encoding: base64', '', 'RiBLaWUgLSBEZW4=',
  '--inner', 'Content-Type: text/plain', 'Content-Transfer-Encoding: base64', '', 'QSBQYXIgLSBCdXI=', '--inner--', '--outer--', '',
].join('\n');

describe('a mail attached to another ends at the carrier\'s boundary', () => {
  it('the carrier\'s later part is not decoded or read as the attached mail\'s, and the GM is told', async () => {
    for (const input of [mail, new TextEncoder().encode(mail)]) {
      const r = await read(input);
      // The attached mail's own base64 line is its order; the carrier's later part is not read as its.
      expect(r.verdicts.filter((v) => v.order).map((v) => [v.raw, v.text])).toEqual([['RiBLaWUgLSBEZW4=', 'F Kie - Den']]);
      // (Karl did not send it to the GM: it is no set of his, DATC 4.E.5.)
      expect(Object.values(r.orders).flat()).toEqual([]);
      const reason = (raw: string) => r.verdicts.filter((v) => v.raw === raw).map((v) => v.reason);
      expect(reason('QSBQYXIgLSBCdXI=')).toEqual([LATER]);
      expect(reason('--inner')).toEqual(['MIME boundary', 'MIME boundary (of the mail this one is attached to)']);
      expect(reason('Content-Transfer-Encoding: base64').at(-1)).toBe('MIME part header (of the mail this one is attached to)');
      expect(reason('--outer--')).toEqual(['MIME boundary (closes the mail this one is attached to)']);
      expect(r.messages[1]!.warnings.map((w) => w.text).join(' ')).toMatch(/goes on after it/);
    }
  });

  it('a mail attached inside an attached mail (its own type message/rfc822) also ends at the carrier\'s boundary', async () => {
    const nested = mail.replace('Subject: Germany S1901M\nDate: Sun, 02 Mar 2025 21:00:00 +0100\n', 'Subject: Fwd\nContent-Type: message/rfc822\n\nFrom: Karl <karl@example.de>\nSubject: Germany S1901M\nDate: Sun, 02 Mar 2025 21:00:00 +0100\n');
    const r = await read(nested);
    expect(r.messages).toHaveLength(3);
    expect(r.verdicts.filter((v) => v.order).map((v) => v.text)).toEqual(['F Kie - Den']);
    expect(r.verdicts.filter((v) => v.raw === 'QSBQYXIgLSBCdXI=').map((v) => v.reason)).toEqual([LATER]);
  });

  it('a mail attached under a multipart the carrier\'s walk did not enter ends at that multipart\'s boundary', async () => {
    // The attached part's own content is a multipart (no From: of its own), and Karl's mail is attached inside it.
    const inside = [
      'From: Marie <marie@example.fr>', 'Subject: France S1901M', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', 'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="outer"', '', '--outer', 'Content-Type: message/rfc822', '',
      'Content-Type: multipart/mixed; boundary="deep"', '', '--deep', 'Content-Type: message/rfc822', '',
      'From: Karl <karl@example.de>', 'Subject: Germany S1901M', 'Date: Sun, 02 Mar 2025 21:00:00 +0100', 'Content-Type: text/plain', 'Content-Transfer-Encoding: base64', '',
      'RiBLaWUgLSBEZW4=', '--deep', 'Content-Type: text/plain', 'Content-Transfer-Encoding: base64', '', 'QSBQYXIgLSBCdXI=', '--deep--', '--outer--', '',
    ].join('\n');
    const r = await read(inside);
    expect(r.verdicts.filter((v) => v.order).map((v) => v.text)).toEqual(['F Kie - Den']);
    expect(r.verdicts.filter((v) => v.raw === 'QSBQYXIgLSBCdXI=').map((v) => v.reason)).toEqual([LATER]);
  });
});
