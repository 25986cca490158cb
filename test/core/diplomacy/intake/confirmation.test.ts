// "Confirmed." over a quote of the player's orders (issue 13): the orders are quoted, not written
// in the mail, so no set is read from them (000 D.II(2)a, 001 B.III(2)b: the GM need not search a
// mail for a set that does not meet the requirements; 000 D.III(3)a: the last set *submitted*
// counts). The word was read as a signature (a lone capitalised word reads like a name) and the
// GM was told only that the mail's orders were in history; now the mail says plainly what the
// player confirmed, and when the power's set used came before it, Adjudicate asks.
import { describe, expect, it } from 'vitest';
import { readOrderMail } from '../../../../core/diplomacy/intake/index';
import { isConfirmation } from '../../../../core/diplomacy/intake/confirmation';
import { getProfile, type ProfileId } from '../../../../core/diplomacy/houseRules';
import { phaseInbox, type MailInput } from '../../../../core/diplomacy/record/inbox';
import { readPhaseMail } from '../../../../core/diplomacy/record/phaseMail';
import { game, position, variant } from './helpers';

const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
const reply = (answer: string, date = 'Mon, 10 Mar 2025 10:00:00 +0100') => `From: Marie <marie@example.fr>
To: gm@dipgame.example
Date: ${date}
Subject: Re: France S1901M

${answer}

On Sun, 9 Mar 2025 at 20:00, GM <gm@dipgame.example> wrote:
> Your orders as I have them:
> A Par - Bur
> A Mar - Spa
> F Bre - Mao
`;
const orders = `From: Marie <marie@example.fr>
To: gm@dipgame.example
Date: Sun, 09 Mar 2025 19:00:00 +0100
Subject: France S1901M

A Par - Pic
A Mar - Bur
F Bre - Eng
`;

const read = (text: string, profile: ProfileId = 'wm2004') => readOrderMail(text, { variant, position: position('start'), rules: getProfile(profile), game });

describe('a confirmation over quoted orders (issue 13)', () => {
  const words = ['Confirmed.', 'Yes, confirmed', 'Confirmed, thanks', 'Confirmo', 'Bestätigt', 'Confermo', 'Confirmé', 'I confirm.', 'Oui, je confirme'];

  it.each(words)('000 D.II(2)a: "%s" is never a signature: the line and the mail say it confirms the quoted orders, which are quoted, not written', async (word) => {
    const r = await read(reply(word));
    const line = r.verdicts.find((v) => v.text === word)!;
    expect(line).toMatchObject({ kind: 'not-an-order', reason: 'confirms the quoted orders; they are quoted, not written', clause: '000 D.II(2)a' });
    expect(r.messages[0]!.warnings).toContainEqual(expect.objectContaining({ text: expect.stringContaining(`"${word}" confirms the quoted orders; they are quoted, not written`), clause: '000 D.II(2)a', asks: 'when-later' }));
    expect(r.sets.flatMap((s) => s.orders)).toEqual([]);
  });

  it('001 B.III(2)b under the Maharajiad rules; a profile whose text says nothing cites nothing, and still says it', async () => {
    expect((await read(reply('Confirmed.'), 'maharajiad')).verdicts.find((v) => v.text === 'Confirmed.')).toMatchObject({ clause: '001 B.III(2)b' });
    const plain = (await read(reply('Confirmed.'), 'hasbro2000')).verdicts.find((v) => v.text === 'Confirmed.')!;
    expect(plain.reason).toBe('confirms the quoted orders; they are quoted, not written');
    expect(plain.clause).toBeUndefined();
  });

  it('followed by a sign-off, only the sign-off is the signature', async () => {
    const r = await read(reply('Confirmed.\n\nThanks,\nMarie'));
    expect(r.verdicts.find((v) => v.text === 'Confirmed.')!.reason).toBe('confirms the quoted orders; they are quoted, not written');
    expect(r.verdicts.filter((v) => v.text === 'Thanks,' || v.text === 'Marie').map((v) => v.reason)).toEqual(['signature', 'signature']);
  });

  it('a lone name over a quote is still the signature; a confirmation is not asked of words in a sentence', () => {
    expect(['Marie', 'Confirmed we meet Tuesday?', 'Please confirm', 'A Par - Bur confirmed'].map(isConfirmation)).toEqual([false, false, false, false]);
  });

  it('000 D.III(3)a: the power\'s set used was sent before the confirmation: France needs a look and Adjudicate asks', async () => {
    const inputs: MailInput[] = [
      { id: 'orders', receivedAt: 1, sourceName: 'orders.eml', text: orders, assignedPower: null, editOf: null, status: null },
      { id: 'confirm', receivedAt: 2, sourceName: 'confirm.eml', text: reply('Confirmed.'), assignedPower: null, editOf: null, status: null },
    ];
    const readings = await readPhaseMail('standard', 'wm2004', position('start'), game, inputs, { multipleOrderSets: 'last-replaces' });
    const inbox = phaseInbox(powers, position('start'), inputs, readings, 'last-replaces', { profile: 'wm2004' });
    const france = inbox.statuses.find((s) => s.power === 'France')!;
    expect(france.state).toBe('look');
    expect(inbox.questions.join('\n')).toMatch(/^France's orders used come from orders\.eml, but confirm\.eml came after: "Confirmed\." confirms the quoted orders; they are quoted, not written/m);
    // Sent before the set used, it asks nothing: the later set is the player's last word.
    const early = inputs.map((i) => i.id === 'confirm' ? { ...i, text: reply('Confirmed.', 'Sun, 09 Mar 2025 18:00:00 +0100') } : i);
    const before = phaseInbox(powers, position('start'), early, await readPhaseMail('standard', 'wm2004', position('start'), game, early, { multipleOrderSets: 'last-replaces' }), 'last-replaces', { profile: 'wm2004' });
    expect(before.statuses.find((s) => s.power === 'France')!.state).toBe('complete');
  });
});
