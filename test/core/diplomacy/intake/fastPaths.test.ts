// The speed-ups of order intake must read exactly as the plain versions they replace: each fast
// path is checked here against its reference (the regex or the Date it stands in for).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenise } from '../../../../core/diplomacy/intake/grammar';
import { isoTime } from '../../../../core/diplomacy/intake/index';
import { addressesIn, headerName, isContinuation, MESSAGE_HEADERS } from '../../../../core/diplomacy/intake/headers';
import { normaliseName } from '../../../../core/diplomacy/intake/names';
import { pasteLines } from '../../../../core/diplomacy/intake/mailSplit';
import { mayStart } from '../../../../core/diplomacy/intake/firstChar';
import { isClientFooter, isEarlierMailMarker, isReplyHeader, isSplitReplyHeader, quotedField } from '../../../../core/diplomacy/intake/clientShapes';
import { withoutBullet } from '../../../../core/diplomacy/intake/body';
import { decodeMail } from '../../../../core/diplomacy/intake/decode';
import { otherPhaseWarnings } from '../../../../core/diplomacy/intake/otherPhase';
import { orderList } from '../../../../core/diplomacy/intake/orderList';
import { PHRASING_MARKS } from '../../../../core/diplomacy/intake/phrasing';
import { readLine, type LineReading } from '../../../../core/diplomacy/intake/grammar';
import { NameIndex } from '../../../../core/diplomacy/intake/names';
import { parseHeaders } from '../../../../core/diplomacy/intake/headers';
import type { CountLine } from '../../../../core/diplomacy/intake/countConditions';
import { unitAt } from '../../../../core/diplomacy/intake/unitsByProvince';
import { interpretOrder } from '../../../../core/diplomacy/intake/interpret';
import { getProfile } from '../../../../core/diplomacy/houseRules';
import { provinceOf } from '../../../../core/diplomacy/variant';
import type { Unit } from '../../../../core/diplomacy/types';
import { position, read, variant } from './helpers';

const TOKEN = /-->|->|=>|[–—−]|[\p{L}\p{N}]+|[-()/,;:>]/gu;
/** Lines made of the characters that matter to the tokenizer, ASCII and not. */
const lineChars = fc.constantFrom(...'aZq09 -->=/(),;:.!?é–—−ßİK\t_@#"\'\u00a0\u212a'.split(''));
const line = fc.array(lineChars, { maxLength: 30 }).map((cs) => cs.join(''));

describe('order intake fast paths read exactly as their references', () => {
  it('tokenise splits every line as the TOKEN regex does (hand-split ASCII, regex otherwise)', async () => {
    fc.assert(fc.property(line, (l) => { expect(tokenise(l)).toEqual(l.toLowerCase().match(TOKEN) ?? []); }), { numRuns: 3000 });
    expect(tokenise('F StP(sc) --> Bot, A Par->Bur => x')).toEqual(['f', 'stp', '(', 'sc', ')', '-->', 'bot', ',', 'a', 'par', '->', 'bur', '=>', 'x']);
  });

  it('normaliseName gives what the replace chain gives', async () => {
    const reference = (t: string) => t.toLowerCase().replace(/[.'’`]/g, '').replace(/[-_/]+/g, ' ').replace(/\s+/g, ' ').trim();
    const chars = fc.constantFrom(...'az09  -_/.\'’`AZé\t'.split(''));
    fc.assert(fc.property(fc.array(chars, { maxLength: 12 }).map((c) => c.join('')), (t) => { expect(normaliseName(t)).toBe(reference(t)); }), { numRuns: 3000 });
  });

  it('isoTime is Date#toISOString for every time, inside years 0-9999 and outside', async () => {
    fc.assert(fc.property(fc.integer({ min: -8_640_000_000_000_000, max: 8_640_000_000_000_000 }), (ms) => { expect(isoTime(ms)).toBe(new Date(ms).toISOString()); }), { numRuns: 3000 });
    fc.assert(fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (ms) => { expect(isoTime(ms)).toBe(new Date(ms).toISOString()); }), { numRuns: 5000 });
    for (const ms of [0, -1, 951_782_400_000, 951_868_800_000, -62_167_219_200_000, 253_402_300_799_999, 1.5]) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('addressesIn finds the addresses the global regex finds, in order', async () => {
    expect(addressesIn('"Marie" <Marie@Example.FR>, gm@dipgame.example; a@b.com.x@y.org')).toEqual(['marie@example.fr', 'gm@dipgame.example', 'a@b.com', '.x@y.org']);
    expect(addressesIn('no address here')).toEqual([]);
    // Found from each @ by hand: the same matches as the global pattern, in order.
    const reference = (v: string) => {
      const out: string[] = [];
      const re = /[\p{L}\p{M}0-9._%+'-]+@[\p{L}\p{M}0-9.-]+\.\p{L}{2,}/gu;
      for (let m = re.exec(v); m; m = re.exec(v)) out.push(m[0].toLowerCase());
      return out;
    };
    const piece = fc.constantFrom('a', 'B', 'z', '1', '.', '-', '_', '%', '+', "'", '@', ' ', '<', '>', ',', 'co', '.org', 'é', '@x.y', 'K', 'ü', '\u0301', 'ñ', 'ß', '\u00a0', '«', '»', '—', '中', '.рф', 'ж', '\u200b');
    fc.assert(fc.property(fc.array(piece, { maxLength: 18 }).map((p) => p.join('')), (v) => { expect(addressesIn(v)).toEqual(reference(v)); }), { numRuns: 6000 });
  });

  it('000 D.II(3) an internationalised address is read whole: the registered player garcía100@… is not the stranger a100@…', () => {
    expect(addressesIn('"Ana García" <garcía100N@example.org>')).toEqual(['garcía100n@example.org']);
    expect(addressesIn('Jürgen <jürgen.müller@post.example.de>, 山田@例え.jp')).toEqual(['jürgen.müller@post.example.de', '山田@例え.jp']);
    expect(addressesIn('josé@correo.example.es')).toEqual(['josé@correo.example.es']);
    // Punctuation of other scripts still ends an address, as '<' and ',' do.
    expect(addressesIn('«ana@x.example»—bob@y.example')).toEqual(['ana@x.example', 'bob@y.example']);
  });

  it('pasteLines breaks at CRLF, a lone CR and LF, keeping offsets', async () => {
    expect(pasteLines('a\r\nb\rc\n\nd').map((l) => [l.text, l.start, l.end])).toEqual([['a', 0, 1], ['b', 3, 4], ['c', 5, 6], ['', 7, 7], ['d', 8, 9]]);
    expect(pasteLines('').map((l) => l.text)).toEqual(['']);
    // Found by indexOf, as the regex /\r\n?|\n/g found them: the same lines and offsets.
    const reference = (paste: string) => {
      const out: [string, number, number][] = [];
      const re = /\r\n?|\n/g;
      let start = 0;
      for (let m = re.exec(paste); m; m = re.exec(paste)) { out.push([paste.slice(start, m.index), start, m.index]); start = re.lastIndex; }
      if (start < paste.length || out.length === 0) out.push([paste.slice(start), start, paste.length]);
      return out;
    };
    const text = fc.array(fc.constantFrom('\r', '\n', '\r\n', '\n\r', 'a', ' ', 'é'), { maxLength: 20 }).map((c) => c.join(''));
    fc.assert(fc.property(text, (t) => { expect(pasteLines(t).map((l) => [l.text, l.start, l.end])).toEqual(reference(t)); }), { numRuns: 4000 });
  });

  it('mayStart turns a line away only when /^\\s*[starts]/iu (and so any pattern beginning so) cannot match it', () => {
    const chars = fc.constantFrom(...' \t\u000b\f\u00a0\u2003\ufeff\u0001>-_*[(aAbBsSfFzZ0é\u017f\u212a'.split(''));
    const text = fc.array(chars, { maxLength: 6 }).map((c) => c.join(''));
    const starts = fc.constantFrom('>', '-_', '-bdai', '*wgbasp', 'sgetovdiycahql_', 'fotse0123456789', '*[(tsof', 'k', 's');
    fc.assert(fc.property(text, starts, (t, s) => {
      const pattern = new RegExp(`^\\s*[${s.replace(/[-[\]\\^]/g, '\\$&')}]`, 'iu');
      if (pattern.test(t)) expect(mayStart(t, s)).toBe(true);
    }), { numRuns: 6000 });
    // Kelvin sign and long s fold to k and s under /iu: left to the pattern, as is Unicode space.
    expect(mayStart('\u212a', 'k')).toBe(true);
    expect(mayStart('\u00a0 x', 'k')).toBe(true);
    expect(mayStart('  x', 'k')).toBe(false);
    expect(mayStart('   ', 'k')).toBe(false);
  });

  it('the gated client shapes still find their lines: markers, footers and fields behind their cheap looks', () => {
    for (const l of ['---------- Forwarded message ---------', '  Begin forwarded message:', 'Début du message réexpédié :', '-----Original Message-----', '\u00a0__________________________________', 'Anfang der weitergeleiteten Nachricht:', 'Inizio messaggio inoltrato:']) expect(isEarlierMailMarker(l)).toBe(true);
    for (const l of ['Sent from my iPhone', ' Get Outlook for Android', 'Envoyé de mon iPhone', 'Von meinem iPhone gesendet', 'Enviado desde mi iPhone', 'Inviato da iPhone', '_'.repeat(30), 'Questo messaggio è riservato', 'Le informazioni contenute in questa e-mail sono riservate']) expect(isClientFooter(l)).toBe(true);
    for (const l of ['A Par - Bur', 'Fleet Brest to Channel', 'Thanks', '']) { expect(isEarlierMailMarker(l)).toBe(false); expect(isClientFooter(l)).toBe(false); }
    expect(quotedField('De : Tom <t@x.fr>')).toEqual({ field: 'from', value: 'Tom <t@x.fr>' });
    expect(quotedField('no colon here')).toBeUndefined();
  });

  it('a word such as "constructor" is not read as a unit type or keyword (no Object.prototype look-ups)', async () => {
    const r = (await read('Power: France\nconstructor Par - Bur\n', { game: null }));
    const v = r.verdicts.find((x) => x.text === 'constructor Par - Bur')!;
    // (It once read as a unit type, Object.prototype.constructor: "is an army, not function Object()".)
    expect(JSON.stringify(v)).not.toContain('function');
    expect(v.kind).toBe('not-an-order');
  });

  it('the units of each position are used, when pastes alternate between positions (cached per position)', async () => {
    const paste = 'Power: France\nF Mao - Spa(nc)\n';
    for (let i = 0; i < 3; i++) {
      expect((await read(paste, { position: 'autumn', game: null })).verdicts.find((v) => v.text === 'F Mao - Spa(nc)')!.kind).toBe('accepted');
      expect((await read(paste, { position: 'start', game: null })).verdicts.find((v) => v.text === 'F Mao - Spa(nc)')!.kind).toBe('illegal');
    }
    // A retreat position reads its dislodged units, not the board's.
    const retreat = position('retreat');
    const dislodged = retreat.dislodged[0]!.unit;
    const r = (await read(`Power: ${dislodged.power}\n${dislodged.type} ${dislodged.location} D\n`, { position: retreat, game: null }));
    expect(r.orders[dislodged.power]).toEqual([expect.objectContaining({ kind: 'disband', unit: dislodged.location })]);
  });
  it('unitAt (a map made once a board) finds the unit units.find finds, on boards with two units in one province and coasts', () => {
    const places = ['par', 'bur', 'stp/nc', 'stp/sc', 'stp', 'spa/sc', 'spa', 'mao', 'lon'];
    const unit = fc.record({ type: fc.constantFrom<'A' | 'F'>('A', 'F'), power: fc.constantFrom('France', 'Russia', 'Spain'), location: fc.constantFrom(...places) });
    fc.assert(fc.property(fc.array(unit, { maxLength: 8 }), (units: Unit[]) => {
      for (const p of ['par', 'bur', 'stp', 'spa', 'mao', 'lon', 'nth', 'stp/nc']) expect(unitAt(units, p)).toBe(units.find((u) => provinceOf(u.location) === p));
    }), { numRuns: 2000 });
    // The maps of the standard board and a retreat's dislodged units, asked in turn.
    for (const b of [position('start'), position('retreat'), position('start')]) for (const u of b.units) expect(unitAt(b.units, provinceOf(u.location))).toBe(b.units.find((v) => provinceOf(v.location) === provinceOf(u.location)));
  });
  it('an interpretation has the fields, in the order, that spreading the shared base gave (kind, order, corrections, notes, unitKey, forLaterPhase, then reason and clause)', () => {
    const names = NameIndex.for(variant);
    const kinds = new Set<string>();
    for (const board of ['start', 'retreat', 'autumn']) {
      const pos = position(board);
      for (const rules of [getProfile('wm2004'), getProfile('maharajiad')]) {
        for (const text of ['A Par - Bur', 'F Bre - Mao', 'A Par - Mos', 'F Lon - Wal', 'A Mar S A Par - Bur', 'F Kie - Den', 'A Bud R Tri', 'Build A Par', 'A Pari - Bur', 'A Mun H', 'F Stp - Bot', 'A Vie D', 'F Nap - Ion', 'Waive', 'F Eng C A Lon - Bre', 'A Ber - Sil']) {
          const rd = readLine(text, names);
          if (rd.kind !== 'order') continue;
          for (const power of [undefined, 'France', 'Germany']) {
            const i = interpretOrder(rd.options[0]!, { variant, position: pos, rules, power });
            kinds.add(i.kind);
            const base = { order: i.order, corrections: i.corrections, notes: i.notes, unitKey: i.unitKey, forLaterPhase: i.forLaterPhase };
            const ref = i.kind === 'illegal' || i.kind === 'ambiguous' ? { kind: i.kind, ...base, reason: i.reason, clause: i.clause } : { kind: i.kind, ...base };
            expect(Object.keys(i)).toEqual(Object.keys(ref));
            expect(i).toEqual(ref);
          }
        }
      }
    }
    expect([...kinds].sort()).toEqual(['accepted', 'corrected', 'illegal']);
  });
  it('an 8-bit body already read in its own charset is not decoded again, and reads as postal-mime reads it', async () => {
    const head = (charset: string) => `From: a@x.org\r\nTo: gm@x.org\r\nSubject: s\r\nContent-Type: text/plain; charset=${charset}\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`;
    const utf8 = new TextEncoder().encode(head('utf-8') + 'F Lon – Eng\r\nGrüße, Hans\r\n\r\n');
    const latin = Uint8Array.from([...head('windows-1252') + 'F Lon \x96 Eng\r\nGr\xfc\xdfe, Hans\r\n\r\n'].map((c) => c.charCodeAt(0)));
    // The flowed one still goes through postal-mime, which joins the soft-broken line.
    const flowed = new TextEncoder().encode(head('utf-8; format=flowed') + 'F Lon – \r\nEng\r\n');
    for (const bytes of [utf8, latin]) {
      const mail = await decodeMail(bytes);
      const body = mail.messages[0]!.body.filter((l) => l.text !== '');
      expect(body.map((l) => l.text)).toEqual(['F Lon – Eng', 'Grüße, Hans']);
      // Each line keeps its own span (the body ends in a blank line).
      expect(body.map((l) => mail.raw.slice(l.span[0], l.span[1]))).toEqual(mail.raw.includes('Grüße') ? ['F Lon – Eng', 'Grüße, Hans'] : ['F Lon \u2013 Eng', 'Grüße, Hans']);
      expect((await read(bytes, { game: null })).verdicts.find((v) => v.text === 'F Lon – Eng')?.kind).toBe('accepted');
    }
    expect((await decodeMail(flowed)).messages[0]!.body.map((l) => l.text).filter(Boolean)).toEqual(['F Lon – Eng']);
  });

  it('other-phase names are found in every line the same, read after read (shared regexes restart)', () => {
    const board = position('start').phase;
    for (let i = 0; i < 3; i++) {
      const w = otherPhaseWarnings('Re: F1901M results', ['Spring 1902 orders:', 'S1901M', 'no digits here'], [{ role: 'heading' }, { role: 'heading' }, { role: 'heading' }], board);
      expect(w.map((x) => x.text.split('"')[1])).toEqual(['F1901M', 'Spring 1902']);
    }
  });

  it('two sets of one power are still ranked when other powers send one each (one-set-per-power fast path)', async () => {
    const mail = (power: string, hour: number, order: string) => `From: ${power.toLowerCase()}@x.org\nTo: gm@x.org\nDate: Mon, 03 Mar 2025 ${hour}:00:00 +0000\nSubject: ${power}\n\nPower: ${power}\n${order}\n`;
    const r = await read([mail('France', 12, 'A Par - Bur'), mail('Italy', 10, 'A Ven H'), mail('France', 11, 'A Par - Pic')].join('\n'), { game: null });
    expect(r.verdicts.find((v) => v.text === 'A Par - Pic')?.kind).toBe('superseded');
    expect(r.verdicts.find((v) => v.text === 'A Par - Bur')?.kind).toBe('accepted');
    expect(r.verdicts.find((v) => v.text === 'A Ven H')?.kind).toBe('accepted');
  });

  it('headerName and isContinuation, turned away before their regex, read every line as the regexes do', () => {
    const reference = (l: string) => {
      const m = /^([A-Za-z][A-Za-z0-9-]{0,40}):[ \t]*(.*)$/.exec(l);
      if (!m) return undefined;
      const n = m[1]!.toLowerCase();
      return MESSAGE_HEADERS.has(n) || n.startsWith('x-') || n.startsWith('content-') || n.startsWith('list-') ? n : undefined;
    };
    const chars = fc.constantFrom(...'FromTSubjectxX-: \t@aZ09\u00e9\u212a\u017f\n'.split(''));
    const line = fc.oneof(fc.array(chars, { maxLength: 50 }).map((c) => c.join('')), fc.constantFrom('From: a', 'x-' + 'a'.repeat(39) + ': v', 'x-' + 'a'.repeat(40) + ': v', ' \tcont', '\t', 'Subject:'));
    fc.assert(fc.property(line, (l) => {
      expect(headerName(l)).toBe(reference(l));
      expect(isContinuation(l)).toBe(/^[ \t]+\S/.test(l));
    }), { numRuns: 4000 });
  });
  it('orderList cuts every item out before reading any, and gives what reading them in turn gave', () => {
    const names = NameIndex.for(variant);
    // The loop it replaced: each item read as soon as it was cut out.
    const reference = (text: string): CountLine | undefined => {
      const cuts: [number, number][] = [];
      const re = /\s*[,;]\s*|\s+(?:\/|&|and)\s+|\.\s+(?=(?:a|f|army|fleet|build|remove|disband|waive|i['’]ll|i\s+will)\s)/gi;
      for (let m = re.exec(text); m; m = re.exec(text)) cuts.push([m.index, m.index + m[0].length]);
      if (!cuts.length) return undefined;
      const parts: CountLine['parts'] = [];
      const units = new Set<string>();
      let at = 0;
      for (const [a, b] of [...cuts, [text.length, text.length] as [number, number]]) {
        const item = text.slice(at, a).trim().replace(/[.!]+$/, '');
        if (!item) return undefined;
        const r = readLine(item, names);
        if (r.kind !== 'order' || r.conditional || r.options.length !== 1 || (r.phrasing && !r.phrasing.waive)) return undefined;
        const o = r.options[0]!;
        const unit = o.kind === 'waive' ? `waive ${parts.length}` : o.kind === 'build' ? `build ${o.location.province}` : o.unit.location.province;
        if (units.has(unit)) return undefined;
        units.add(unit);
        parts.push({ start: at, end: a, order: item });
        at = b;
      }
      return parts.length >= 2 ? { parts } : undefined;
    };
    const item = fc.constantFrom('A Par - Bur', 'F Bre - Mao', 'A Mar S A Par - Bur', 'A Par H', 'Build A Par', 'waive', 'Hello GM', 'Thanks', '', 'A Ven - Tyr', 'Pie', 'F Lon - Nth!', 'F Edi - Nwg.', "I'll hold off on my second build");
    const separator = fc.constantFrom(', ', ',', '; ', ' and ', ' & ', ' / ', '. ', ' ');
    const line = fc.tuple(item, fc.array(fc.tuple(separator, item), { maxLength: 4 })).map(([first, rest]) => first + rest.map(([s, i]) => s + i).join(''));
    // Read with a counting reader: an empty item now costs no reading at all.
    fc.assert(fc.property(line, (l) => {
      const seen: string[] = [];
      const counting = (t: string): LineReading => { seen.push(t); return readLine(t, names); };
      expect(orderList(l, names, counting)).toEqual(reference(l));
      expect(orderList(l, names)).toEqual(reference(l));
    }), { numRuns: 2000 });
    const seen: string[] = [];
    expect(orderList('Hello GM,', names, (t) => { seen.push(t); return readLine(t, names); })).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('parseHeaders gives every field in the order it always had, with and without time doubts', () => {
    const plain = parseHeaders(['From: Marie <marie@example.fr>', 'To: gm@x.org', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', 'Subject: France S1901M', 'Content-Type: text/plain; charset=utf-8']);
    expect(Object.keys(plain)).toEqual(['from', 'fromAddress', 'to', 'cc', 'date', 'dateMs', 'receivedMs', 'messageId', 'subject', 'contentType', 'charset', 'boundary', 'transferEncoding', 'all']);
    expect(plain.charset).toBe('utf-8');
    expect(plain.dateMs).toBe(Date.UTC(2025, 2, 3, 10));
    const doubtful = parseHeaders(['From: a@x.org', 'Date: Mon, 03 Mar 2025 10:00:00 IST', 'Subject: s']);
    expect(doubtful.timeDoubts?.length).toBe(1);
    expect(Object.keys(doubtful)).toEqual(['from', 'fromAddress', 'to', 'cc', 'date', 'dateMs', 'receivedMs', 'timeDoubts', 'messageId', 'subject', 'contentType', 'charset', 'boundary', 'transferEncoding', 'all']);
    // A Date: with no zone also gives the span it lies in, whatever the zone (zonelessWindow.ts).
    const zoneless = parseHeaders(['From: a@x.org', 'Date: Mon, 03 Mar 2025 10:00:00', 'Subject: s']);
    expect(zoneless.timeDoubts?.length).toBe(1);
    expect(zoneless.dateWindow).toEqual({ from: Date.UTC(2025, 2, 2, 20), to: Date.UTC(2025, 2, 3, 22) });
    expect(Object.keys(zoneless)).toEqual(['from', 'fromAddress', 'to', 'cc', 'date', 'dateMs', 'receivedMs', 'timeDoubts', 'dateWindow', 'messageId', 'subject', 'contentType', 'charset', 'boundary', 'transferEncoding', 'all']);
  });

  it('withoutBullet, turned away before its pattern when no bullet can begin the line, cuts what the pattern cuts', () => {
    // The pattern it stood in for (body.ts BULLET): marks, "1." / "12)", "a." / "b)".
    const reference = (t: string) => t.replace(/^\s*(?:[-–—*•·+▪◦‣►▸➢➤✓✔]|\d{1,2}[.)]|[a-z][.)])\s+/, '');
    const chars = fc.constantFrom(...' \t\u00a0\u2003\ufeff-–—*•·+▪✓✔1290aAbzZ.)(: >é'.split(''));
    fc.assert(fc.property(fc.array(chars, { maxLength: 8 }).map((c) => c.join('')), (t) => { expect(withoutBullet(t)).toBe(reference(t)); }), { numRuns: 6000 });
    expect(withoutBullet('- A Par - Bur')).toBe('A Par - Bur');
    expect(withoutBullet('2) F Bre - Mao')).toBe('F Bre - Mao');
    expect(withoutBullet('b. A Mun - Ruh')).toBe('A Mun - Ruh');
    expect(withoutBullet('A. Par - Bur')).toBe('A. Par - Bur');
  });

  it('a reply header, one line or split over two, always ends in a colon (the look body.ts makes before its patterns)', () => {
    const piece = fc.constantFrom('On', 'Le', 'Am', ' ', 'Sun, 2 Mar 2025', 'GM <gm@x.org>', 'wrote', 'a écrit', 'schrieb', 'escribió', 'ha scritto', ':', ' :', '\u00a0', 'at 10:00', ',');
    const text = fc.array(piece, { maxLength: 9 }).map((p) => p.join(''));
    fc.assert(fc.property(text, text, (a, b) => {
      if (isReplyHeader(a)) expect(a.includes(':')).toBe(true);
      if (isSplitReplyHeader(a, b)) expect(b.includes(':')).toBe(true);
    }), { numRuns: 6000 });
    expect(isReplyHeader('On Sun, 2 Mar 2025 at 10:00, GM <gm@x.org> wrote:')).toBe(true);
    expect(isSplitReplyHeader('On Sun, 2 Mar 2025 at 10:00, GM <gm@x.org>', 'wrote:')).toBe(true);
  });

  it("rephrase's marks: a pattern asked only of lines holding its mark (a colon, '.' or '!', ')', '|', an apostrophe) matches no line without one", () => {
    const samples = ['France: A Par - Bur', 'Orders for spring : F Bre - Mao', 'A Par - Bur. Thanks for the game', 'A Par - Bur! Go team', 'A Par - Bur (as agreed)',
      '| F Kie | - Den | grab it |', "F Nth S Germany's move into Hol", 'F Nth S Germany’s attack on Bel', 'Hello GM', 'A Vie - Gal'];
    const piece = fc.constantFrom(...samples, ':', '.', '!', '(', ')', '|', "'", '’', ' ', 'A', 'Par', 'supports', "s", 'move', 'into', 'Thanks', 'x', '\u00a0', 'É');
    const lines = fc.oneof(fc.constantFrom(...samples), fc.array(piece, { maxLength: 10 }).map((p) => p.join('')), fc.array(piece, { maxLength: 10 }).map((p) => p.join(' ')));
    for (const { pattern, marks } of PHRASING_MARKS) {
      let matched = 0;
      fc.assert(fc.property(lines, (l) => {
        pattern.lastIndex = 0;
        if (!pattern.test(l)) return;
        matched++;
        expect([...marks].some((c) => l.includes(c)), `${pattern.source.slice(0, 40)} matched "${l}"`).toBe(true);
      }), { numRuns: 2000 });
      expect(matched, pattern.source.slice(0, 40)).toBeGreaterThan(5);
    }
  });
});
