// Fuzz (issue 13): MIME mail, where the intake fuzz's line count is blind. Random multipart trees
// (random boundaries, nested message/rfc822, alternative text and HTML, attachments), each text
// part in a charset and a transfer encoding (7bit, 8bit, quoted-printable, base64, or none named),
// with LF, CRLF or bare CR line ends, and the hostile cuts: a mail truncated anywhere, a boundary
// line written inside a body. Whatever comes, the reader must not throw, every raw line must have
// exactly one verdict (or lie inside exactly one verdict's span) wherever decoded lines pair with
// raw lines, the stored text must be the file verbatim, and a UTF-8 file must read as its paste.
// Runs 150 mails in `npm test`; with FUZZ_RUNS set, a tenth of it (`npm run fuzz`: 20,000 mails,
// each a few ms of CPU where the intake fuzz's inputs take a tenth of that).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../../core/diplomacy/houseRules';
import { decodeMail, mailText, readOrderMail, type IntakeResult } from '../../../../core/diplomacy/intake/index';
import { checkInvariants, game, position, rawLines, variant } from './helpers';
import { base64, canEncode, encode } from './mimeEncode';

const RUNS = process.env.FUZZ_RUNS ? Math.max(1, Math.ceil(Number(process.env.FUZZ_RUNS) / 10) || 150) : 150;
// FUZZ_SEED replays a run fast-check reported (its seed), as CI's random one.
const SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};
const boards = ['start', 'autumn', 'retreat', 'winter'].map(position);
const ruleSets = Object.values(profiles);

const LINES = [
  'A Par - Bur', 'F Lon C A Yor - Nwy', 'A Mun S A Par - Bur', 'F Bre – Mao', 'A Vie → Gal', 'Build F StP(sc)', 'Waive', 'Final',
  'Press:', 'Hallo Karl, à bientôt — Grüße', 'Привет, приказы:', 'Je parie 5 € :', '> A Par - Pic', 'On Mon, X wrote:', '-- ', 'Sent from my iPhone',
  '<p>A Ven -&gt; Tyr</p>', '<br>', '<div>F Tri - Alb</div>', 'x'.repeat(90), 'a=b =3D =', '=C3=A9', 'line with trailing space ', '\t', '',
];
const CHARSETS = [undefined, 'utf-8', 'UTF-8', 'us-ascii', 'windows-1252', 'iso-8859-1', 'iso-8859-2', 'iso-8859-15', 'koi8-r', 'x-unknown', 'utf-7'];
const ENCODINGS = [undefined, '7bit', '8bit', 'quoted-printable', 'base64', 'binary', 'x-uuencode'];
const TYPES = ['text/plain', 'text/plain', 'text/html', 'text/plain; format=flowed', 'application/octet-stream', 'image/png', 'text/csv'];
const NL = ['\n', '\r', '\r\n'];

interface Leaf { kind: 'leaf'; type: string; charset?: string; encoding?: string; attachment: boolean; name?: string; lines: string[] }
interface Multi { kind: 'multi'; subtype: string; boundary: string; parts: Tree[]; preamble: boolean; close: boolean }
interface Attached { kind: 'message'; headers: string[]; body: Tree }
type Tree = Leaf | Multi | Attached;

const boundaryArb = fc.oneof(
  fc.constantFrom('b1', '----=_Part_0_1', '000000000000a1b2c3', 'Apple-Mail=_ABC', '=_=', 'x.y+z', '(weird) boundary', 'b1'),
  fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,30}$/),
);

const leafArb: fc.Arbitrary<Leaf> = fc.record({
  kind: fc.constant('leaf' as const),
  type: fc.constantFrom(...TYPES),
  charset: fc.constantFrom(...CHARSETS),
  encoding: fc.constantFrom(...ENCODINGS),
  attachment: fc.boolean(),
  name: fc.constantFrom(undefined, 'orders.txt', 'map.png', 'sheet.csv'),
  lines: fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...LINES) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, ' ')) }), { maxLength: 8 }),
});

const treeArb: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree; multi: Multi; message: Attached }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leafArb, tie('multi'), tie('message')),
  multi: fc.record({
    kind: fc.constant('multi' as const),
    subtype: fc.constantFrom('mixed', 'alternative', 'related', 'signed'),
    boundary: boundaryArb,
    parts: fc.array(tie('tree'), { maxLength: 4 }),
    preamble: fc.boolean(),
    close: fc.boolean(),
  }),
  message: fc.record({
    kind: fc.constant('message' as const),
    headers: fc.subarray(['From: Karl <karl@example.de>', 'Subject: Germany S1901M', 'Date: Sun, 02 Mar 2025 21:00:00 +0100', 'To: gm@dipgame.example']),
    body: tie('tree'),
  }),
})).tree;

/** A part's header lines. */
function headerLines(t: Tree): string[] {
  if (t.kind === 'message') return ['Content-Type: message/rfc822'];
  if (t.kind === 'multi') return [`Content-Type: multipart/${t.subtype}; boundary="${t.boundary}"`];
  const out = [`Content-Type: ${t.type}${t.charset ? `; charset=${t.charset}` : ''}${t.name && t.attachment ? `; name="${t.name}"` : ''}`];
  if (t.encoding) out.push(`Content-Transfer-Encoding: ${t.encoding}`);
  if (t.attachment) out.push(`Content-Disposition: attachment${t.name ? `; filename="${t.name}"` : ''}`);
  return out;
}

/** Quoted-printable of one line's bytes (no line break inside), soft-broken at 76 columns. */
function qpLine(bytes: Uint8Array): string[] {
  const out: string[] = [];
  let line = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const piece = (b >= 33 && b <= 126 && b !== 61) || (b === 32 && i < bytes.length - 1) ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + piece.length > 75) { out.push(`${line}=`); line = ''; }
    line += piece;
  }
  out.push(line);
  return out;
}

/** A byte string (one char per byte) for bytes. */
const latin = (b: Uint8Array) => String.fromCharCode(...b);

/** The body as it would travel: each line's bytes in its charset, then the transfer encoding. Returns byte-strings. */
function bodyLines(t: Leaf): string[] {
  const cs = t.charset && /^(utf-8|us-ascii|windows-1252|iso-8859-1|iso-8859-2|iso-8859-15|koi8-r)$/i.test(t.charset) && !/ascii/i.test(t.charset) ? t.charset.toLowerCase() : 'utf-8';
  const inCharset = (s: string) => (canEncode(s, cs) ? encode(s, cs) : encode(s, 'utf-8'));
  if (t.encoding === 'base64') {
    const all = inCharset(t.lines.join('\r\n'));
    return all.length ? base64(all).split('\r\n') : [];
  }
  if (t.encoding === 'quoted-printable') return t.lines.flatMap((l) => qpLine(inCharset(l)));
  return t.lines.map((l) => latin(inCharset(l)));
}

/**
 * Writes the tree's lines (byte strings) onto `out`, its headers first. `shared` gathers the line
 * ranges of base64 and HTML bodies: their decoded lines may come from shared raw lines.
 */
function render(t: Tree, out: string[], shared: [number, number][], boundaryInBody: boolean): void {
  out.push(...headerLines(t), '');
  if (t.kind === 'leaf') {
    const first = out.length;
    out.push(...bodyLines(t));
    if (t.encoding === 'base64' || t.type === 'text/html') shared.push([first, out.length]);
  } else if (t.kind === 'message') {
    out.push(...t.headers);
    render(t.body, out, shared, boundaryInBody);
  } else {
    if (t.preamble) out.push('This is a multi-part message in MIME format.');
    t.parts.forEach((p, i) => {
      out.push(`--${t.boundary}`);
      render(p, out, shared, boundaryInBody);
      // A body that quotes its own boundary: lines that only look like one (and are the last part's).
      if (boundaryInBody && i === 0) {
        const before = out.length;
        out.push(`see --${t.boundary} above`, `--${t.boundary}x`);
        const last = shared[shared.length - 1];
        if (last && last[1] === before) last[1] = out.length;
      }
    });
    if (t.close) out.push(`--${t.boundary}--`, '');
  }
}

interface Mail {
  text: string;
  bytes: Uint8Array;
  /** The bytes are valid UTF-8, so `text` is the same mail as a paste. */
  utf8: boolean;
  /** Line ranges of base64 and HTML bodies. */
  shared: [number, number][];
  /** No nested multipart reuses a boundary (else which lines a part holds is the reader's guess). */
  distinct: boolean;
  /** Every part is labelled UTF-8 or not labelled: the paste and the file must read alike. */
  alike: boolean;
}

/** The leaves of a tree. */
function leavesOf(t: Tree): Leaf[] {
  return t.kind === 'leaf' ? [t] : t.kind === 'message' ? leavesOf(t.body) : t.parts.flatMap(leavesOf);
}

/** The boundaries of a tree's multiparts. */
function boundaries(t: Tree): string[] {
  return t.kind === 'leaf' ? [] : t.kind === 'message' ? boundaries(t.body) : [t.boundary, ...t.parts.flatMap(boundaries)];
}

const mailArb: fc.Arbitrary<Mail> = fc.record({
  tree: treeArb,
  nl: fc.constantFrom(...NL),
  mixedEnds: fc.boolean(),
  boundaryInBody: fc.boolean(),
  cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 3 }),
  second: fc.boolean(),
}).map(({ tree, nl, mixedEnds, boundaryInBody, cut, second }) => {
  const head = ['From: Marie <marie@example.fr>', 'To: gm@dipgame.example', 'Date: Mon, 03 Mar 2025 10:00:00 +0000', 'Subject: France S1901M', 'MIME-Version: 1.0'];
  const lines = [...head];
  const shared: [number, number][] = [];
  render(tree, lines, shared, boundaryInBody);
  if (second) {
    lines.push('', ...head.map((h) => h.replace('France', 'England').replace('marie@example.fr', 'tom@example.co.uk')));
    render(tree, lines, shared, false);
  }
  // Mixed line ends in the order LF, CR, CRLF, so that no CR and the next line's LF make one break.
  let text = mixedEnds ? lines.map((l, i) => l + NL[i % 3]).join('') : lines.join(nl) + nl;
  if (cut !== null) text = text.slice(0, Math.floor(cut * text.length));
  const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0) & 0xff));
  // The same mail as a paste: its bytes as UTF-8 text when they are UTF-8 (then the paste and the file must agree).
  let utf8 = true, paste = text;
  try { paste = new TextDecoder('utf-8', { fatal: true }).decode(bytes); } catch { utf8 = false; }
  const all = boundaries(tree);
  const alike = leavesOf(tree).every((l) => l.charset === undefined || /^utf-8$/i.test(l.charset));
  return { text: paste, bytes, utf8, shared, distinct: new Set(all).size === all.length, alike };
});

/**
 * Every raw line is given exactly one verdict or lies inside exactly one verdict's span, and the
 * spans do not overlap. Verdicts that share raw lines by nature are one group: the parts of one
 * line ("If one build: …; if two: …"), and the lines of one base64 or HTML text, whose decoded lines
 * come from shared raw lines (then the group's spans must still be in order).
 */
function exactlyOne(text: string, r: IntakeResult, shared: (a: [number, number], b: [number, number]) => boolean): string | undefined {
  const vs = r.verdicts;
  for (let i = 1; i < vs.length; i++) {
    const a = vs[i - 1]!.span, b = vs[i]!.span;
    if (b[0] >= a[1] || (a[0] === a[1] && b[0] === a[0])) continue;
    if (vs[i]!.part && vs[i]!.part!.index > 1 && b[0] >= a[0]) continue;
    if (shared(a, b) && b[0] >= a[0] && b[1] >= a[1]) continue;
    return `verdicts ${i - 1} and ${i} overlap: ${JSON.stringify(a)} ${JSON.stringify(b)} ${JSON.stringify(text.slice(Math.min(a[0], b[0]), Math.max(a[1], b[1])))}`;
  }
  return undefined;
}

async function read(paste: string | Uint8Array, b: number, k: number): Promise<IntakeResult> {
  return readOrderMail(paste, { variant, position: boards[b]!, rules: ruleSets[k]!, game });
}

describe('MIME mail fuzz (issue 13)', () => {
  it(`random MIME mail never throws, keeps its text verbatim, gives every raw line one verdict and reads a UTF-8 file as its paste (FUZZ_RUNS=${RUNS})`, async () => {
    let tried = 0;
    await fc.assert(fc.asyncProperty(mailArb, fc.nat({ max: boards.length - 1 }), fc.nat({ max: ruleSets.length - 1 }), async (mail, b, k) => {
      tried++;
      const decoded = await decodeMail(mail.bytes);
      const fromBytes = await read(mail.bytes, b, k);
      const readings: [string, string, IntakeResult][] = [['bytes', decoded.raw, fromBytes]];
      if (mail.utf8) {
        expect(decoded.raw).toBe(mail.text);
        readings.push(['text', mail.text, await read(mail.text, b, k)]);
      }
      for (const [how, raw, result] of readings) {
        const problem = checkInvariants(raw, result);
        if (problem) throw new Error(`${how}: ${problem}`);
        if (!mail.distinct) continue;
        // Spans that may share raw lines: those inside one base64 or HTML body.
        const at = rawLines(raw);
        // A base64 or HTML body runs on to the next boundary or the next mail the reader split off:
        // the blank lines before it are the body's, and so is what a cut left of a mail's header.
        const starts = new Set(decoded.messages.map((m) => m.part.firstLine));
        const lineText = (i: number) => raw.slice(at[i]![0], at[i]![1]);
        const runOn = ([f, e]: [number, number]): [number, number] => { let k = e; while (k < at.length && !lineText(k).startsWith('--') && !starts.has(k)) k++; return [f, k]; };
        const sharing = mail.shared.map(runOn).filter(([f]) => f < at.length).map(([f, e]): [number, number] => [at[f]![0], at[Math.min(e, at.length) - 1]?.[1] ?? at[f]![0]]);
        const shared = (x: [number, number], y: [number, number]) => sharing.some(([s0, e0]) => x[0] >= s0 && x[1] <= e0 && y[0] >= s0 && y[1] <= e0);
        const overlap = exactlyOne(raw, result, shared);
        if (overlap) throw new Error(`${how}: ${overlap}`);
      }
      // A UTF-8 file whose parts say UTF-8 or nothing reads as its paste does, line for line.
      if (mail.utf8 && mail.alike) {
        const seen = (r: IntakeResult) => r.verdicts.map((v) => `${v.kind} ${v.span.join('-')} ${v.text} ${v.reason ?? ''}`);
        expect(seen(readings[1]![2])).toEqual(seen(fromBytes));
        expect(readings[1]![2].orders).toEqual(fromBytes.orders);
      }
      // The stored text is the file verbatim wherever no 8-bit part was read in another charset,
      // and has the file's lines wherever one was.
      const kept = await mailText(mail.bytes);
      if (decoded.recoded.length === 0) expect(kept.text).toBe(decoded.raw);
      expect(rawLines(kept.text).length).toBe(rawLines(decoded.raw).length);
    }), { numRuns: RUNS, ...SEED });
    expect(tried).toBeGreaterThanOrEqual(RUNS);
  }, Math.max(60_000, RUNS * 200));
});
