// `adjutant parse`: read players' order mails the way the GM's inbox does, and print every
// order set and every line's verdict (with the clause that decided it).
import { readFileSync } from 'node:fs';
import { getProfile } from '../../core/diplomacy/houseRules';
import { initialPosition } from '../../core/diplomacy/position';
import type { Position } from '../../core/diplomacy/types';
import { getVariant } from '../../core/diplomacy/variants';
import { formatOrder, readOrderMail, type GameInfo, type IntakeResult } from '../../core/diplomacy/intake/index';
import { severityOf } from '../../core/diplomacy/intake/doubtSeverity';
import { ordersForTurn } from '../../core/diplomacy/turnOrders';
import { parseArgs, readMailBytes, UnreadableInput, type Command } from '../io';
import { asPosition, handPositionSchema, readGameInfo, readJsonFile } from '../inputSchemas';

const USAGE = `adjutant parse [--variant standard] [--rules <profile>] [--position <file>] [--game <file>] [--gm <address>] [--json] <mail files…>

Reads the mails (each file may hold several pasted messages) and prints each message's power,
its order set and a verdict for every line: accepted, corrected, ambiguous, illegal,
superseded, press, vote or not-an-order, with the house-rule clause that decided it. A power's
sets across the files are ranked by when they were received (Received:, else Date:), as the
app ranks them; sets no time can rank are printed as doubts.
  --rules     house-rules profile: hasbro2000 (default), wm2004, maharajiad, agora-bt
  --position  an Adjutant Position JSON file; default the variant's start position
  --game      JSON {"gmAddress": "...", "players": [{"power": "France", "addresses": ["..."],
              "abbreviations": {"Mdl": "mao"}}], "subjectPattern": "...", "deadline": "...",
              "lateOrders": "reject-after-deadline" | "accept-until-adjudication"}
              for sender, To/Cc, subject, deadline and abbreviation checks
  --gm        the GM's order address (shortcut for a --game with only gmAddress)
  --json      the whole reading as JSON`;

/** A position file: phase and units at least; the fields a hand-written position may leave out default. */
function readPosition(file: string): Position {
  return asPosition(readJsonFile(file, 'position'), file, handPositionSchema);
}

/** Appends the description of one file's reading to `out` (one array for the whole output). */
function describe(result: IntakeResult, file: string, out: string[]): void {
  // Each message's verdicts, gathered in one pass (filtering all verdicts per message was
  // quadratic: a 4 MB mailbox took minutes).
  const byMessage = new Map<number, IntakeResult['verdicts']>();
  for (const v of result.verdicts) {
    const list = byMessage.get(v.message);
    if (list) list.push(v); else byMessage.set(v.message, [v]);
  }
  for (const m of result.messages) {
    const who = m.power ? `${m.power} (from the ${m.powerSource.replace('-', ' ')})` : 'power unknown';
    out.push(`${file}: message ${m.index + 1}: ${who}${m.final ? ', Final' : ', preliminary'}${m.headers?.subject ? ` — "${m.headers.subject}"` : ''}${m.time ? `, ${m.timeSource === 'received' ? 'received' : 'sent'} ${m.time}` : ''}`);
    if (m.late) out.push(`  LATE: ${m.late.reason} (${m.late.clause}): this set does not count`);
    if (m.refused) out.push(`  NOT USED: ${m.refused.reason} (${m.refused.clause})`);
    // A note (the Date: standing in for Received:) is said as one, as the app shows it (doubtSeverity.ts).
    for (const w of m.warnings) out.push(`  ${severityOf(w)}: ${w.text}${w.clause ? ` (${w.clause})` : ''}`);
    for (const v of byMessage.get(m.index) ?? []) {
      if (v.kind === 'not-an-order' && (v.reason === 'blank line' || v.reason === 'mail header')) continue;
      const order = v.order ? `  → ${formatOrder(v.order)}` : '';
      const why = [v.reason, ...v.corrections.map((c) => c.what), ...v.notes].filter(Boolean).join('; ');
      out.push(`  ${v.kind.padEnd(12)} ${v.text.trim().slice(0, 60).padEnd(40)}${order}${why ? `  [${why}${v.clause ? ` — ${v.clause}` : ''}]` : ''}`);
    }
    for (const p of m.press) out.push(`  press (${p.kind}${pressTo(p)}): ${p.text.split('\n')[0]}${p.text.includes('\n') ? ' …' : ''}`);
    for (const vote of m.votes) out.push(`  vote (${vote.value}): ${vote.text}`);
  }
}

export const parseCommand: Command = {
  name: 'parse',
  usage: USAGE,
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['json']);
    if (positionals.length === 0) { io.err('adjutant parse: name at least one mail file\n\n' + USAGE + '\n'); return 2; }
    let variant, rules, position: Position, game: GameInfo | undefined;
    try {
      variant = getVariant(typeof flags.variant === 'string' ? flags.variant : 'standard');
      rules = getProfile(typeof flags.rules === 'string' ? flags.rules : 'hasbro2000');
      position = typeof flags.position === 'string' ? readPosition(flags.position) : initialPosition(variant);
      if (typeof flags.game === 'string') game = readGameInfo(flags.game);
      if (typeof flags.gm === 'string') game = { ...(game ?? {}), gmAddress: flags.gm };
    } catch (e) { io.err(`adjutant parse: ${(e as Error).message}\n`); return 2; }
    const readings: { file: string; result: IntakeResult }[] = [];
    for (const file of positionals) {
      // Bytes, not text: each part is read in the charset its header names.
      let bytes: Uint8Array;
      try { bytes = readMailBytes(file, readFileSync); } catch (e) {
        if (!(e instanceof UnreadableInput)) throw e;
        io.err(`adjutant parse: ${e.message}\n`);
        return 2;
      }
      readings.push({ file, result: await readOrderMail(bytes, { variant, position, rules, game }) });
    }
    if (flags.json) {
      const turn = ordersForTurn(readings.map((r) => ({ id: r.file, sets: r.result.sets })), rules, position);
      io.out(JSON.stringify({ rules: rules.id, phase: position.phase, files: readings, turn }, null, 2) + '\n');
      return 0;
    }
    const lines: string[] = [`rules: ${rules.name}; phase: ${position.phase.season} ${position.phase.year} ${position.phase.type}`];
    // (Appended in place: spreading a 200,000-line description into push() overflows the stack.)
    for (const r of readings) describe(r.result, r.file, lines);
    // The set rule across the files, ranked by when each set was received, as the app does.
    const turn = ordersForTurn(readings.map((r) => ({ id: r.file, sets: r.result.sets })), rules, position);
    lines.push('', 'Orders to adjudicate:');
    const powers = Object.keys(turn.orders);
    if (powers.length === 0) lines.push('  (none)');
    for (const power of powers) lines.push(`  ${power}: ${turn.orders[power]!.map(formatOrder).join('; ') || '(no orders)'}`);
    for (const use of turn.sets) if (!use.used && readings.length > 1) lines.push(`  not used: ${use.power}'s set in ${use.mail}, message ${use.message + 1}: ${use.reason}${use.clause ? ` (${use.clause})` : ''}`);
    for (const d of turn.doubts) lines.push(`  DOUBT: ${d.reason} Order used: ${d.proposed.join(', ')}`);
    io.out(lines.join('\n') + '\n');
    return 0;
  },
};

/** ` to Germany, Italy` / ` to all` when the press mark named its addressees. */
function pressTo(p: { to?: readonly string[] | 'all' }): string {
  if (p.to === undefined) return '';
  return p.to === 'all' ? ' to all' : ` to ${p.to.join(', ')}`;
}
