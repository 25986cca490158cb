// `adjutant adjudicate --game FILE --mail a.eml … [--commit]`: one Diplomacy phase on a game file
// the app saved (issue 20 item 3). Each mail is decoded and stored verbatim as the app stores an
// opened mail (core's storedMailRows: the raw input and its 'diplomacy:mail' record), the phase
// waiting for orders is played from the records with core's adjudicatePhase (the workspace's own
// steps), and with --commit the commit record core's commitRecord computes is appended and the
// game row moves on. When Adjudicate would ask the GM first (powers about to be NMR'd although
// mail came, sets in doubt) the questions are printed and nothing is written (exit 1), unless
// --answer adjudicate is given, which is recorded as the app records the GM's answer. A bad file
// is refused (exit 2); a refusal never changes the file.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { adjudicatePhase, type PhaseAdjudication } from '../../core/diplomacy/record/adjudicatePhase';
import { commitRecord } from '../../core/diplomacy/record/commitRecord';
import { buildGameLog } from '../../core/diplomacy/record/gameLog';
import { recordKinds, type AdjudicateAnswer } from '../../core/diplomacy/record/kinds';
import { phaseStateOf } from '../../core/diplomacy/record/phaseState';
import { storedMailRows } from '../../core/diplomacy/record/storedMail';
import { mailText } from '../../core/diplomacy/intake/index';
import { formatOrder } from '../../core/diplomacy/canonicalOrders';
import { phaseName } from '../../core/diplomacy/phases';
import { getVariant } from '../../core/diplomacy/variants';
import { newRowId, type RawInputRow, type RecordRow } from '../../core/gameFile/index';
import { readMailBytes, UnreadableInput, type CliIO } from '../io';
import { openGameForChange, writeGame } from '../gameFileIo';
import { positionText, resultsText } from './adjudicate';

class Refused extends Error {}

export async function runAdjudicateGame(path: string, text: string, mailFiles: string[], flags: Record<string, string | true>, io: CliIO): Promise<number> {
  const refuse = (reason: string) => new Refused(reason);
  try {
    const g = await openGameForChange(path, text, refuse);
    if (g.game.family !== 'diplomacy') throw refuse(`${path} holds a ${g.game.family} game ("${g.game.name}"), not a Diplomacy game`);
    if (flags.orders !== undefined || flags.position !== undefined || flags.variant !== undefined || flags.rules !== undefined) {
      throw refuse('with a game file, the position, variant, rules and orders come from the game: give mail files only');
    }
    if (flags.answer !== undefined && flags.answer !== 'adjudicate') throw refuse('--answer takes only "adjudicate" (adjudicate anyway, as the app asks)');
    const now = typeof flags.now === 'string' ? flags.now : new Date().toISOString();
    const at = Date.parse(now);
    if (Number.isNaN(at)) throw refuse(`--now ${now} is not a date and time`);
    if (at < g.lastAt) throw refuse(`recording time ${new Date(at).toISOString()} is before the game's last record (${new Date(g.lastAt).toISOString()}): records stay in time order`);

    const first = buildGameLog(g.records, g.rawInputs);
    // A record the log cannot read would make the phase shown here wrong: say so and add nothing.
    if (first.problems.length) throw refuse(`${path}: ${first.problems.join(' ')} Nothing is added to a game that does not replay whole.`);
    const state = phaseStateOf(g.game, first);
    const phase = phaseName(state.position.phase);

    // As the app opens a mail file: decoded from the bytes, each part in its own character set, what
    // was guessed kept in the source name; stored verbatim in the slot of the phase on screen. One
    // millisecond apart, so the file keeps them in the order given whatever their random ids.
    const records: RecordRow[] = [...g.records];
    const rawInputs: RawInputRow[] = [...g.rawInputs];
    let clock = at;
    const stored: string[] = [];
    for (const file of mailFiles) {
      let bytes: Uint8Array;
      try { bytes = readMailBytes(file, readFileSync); } catch (e) { throw e instanceof UnreadableInput ? refuse(e.message) : e; }
      const opened = await mailText(bytes);
      const sourceName = opened.notes.length ? `${basename(file)} (${opened.notes.join('; ')})` : basename(file);
      const rows = storedMailRows({ gameId: g.game.id, slot: state.slot, phase, sourceName, text: opened.text }, newRowId(), clock++);
      rawInputs.push(rows.raw);
      records.push(rows.record);
      stored.push(`Stored mail ${sourceName} for ${phase}.`);
    }

    let log = buildGameLog(records, rawInputs);
    let played: PhaseAdjudication = await adjudicatePhase(g.game, log);
    if (played.kind === 'questions') {
      if (flags.answer !== 'adjudicate') {
        io.err(`adjutant adjudicate: Adjudicate asks first, so nothing is recorded:\n${played.questions.map((q) => `  ${q}`).join('\n')}\nLook at the mail (in the app or with adjutant parse), or give --answer adjudicate to adjudicate anyway.\n`);
        return 1;
      }
      // The answer is a record, as the app stores it, so the log shows who adjudicated anyway and why.
      const payload: AdjudicateAnswer = { slot: state.slot, questions: [...played.questions], answer: 'adjudicate', who: state.setup.gmName || 'GM', at: clock };
      records.push({ id: newRowId(), gameId: g.game.id, kind: recordKinds.adjudicateAnswer, phase, payload, createdAt: clock++ });
      stored.push(`Recorded the answer "adjudicate anyway" to: ${played.questions.join(' ')}`);
      log = buildGameLog(records, rawInputs);
      played = await adjudicatePhase(g.game, log);
      if (played.kind === 'questions') throw new Error('the answer recorded was not read back');
    }

    let game = { ...g.game, updatedAt: Math.max(g.game.updatedAt, clock - 1) };
    if (flags.commit) {
      const planned = commitRecord(log, played.draft, played.nextPhase, g.game.settings, newRowId(), clock);
      records.push({ ...planned.record, gameId: g.game.id });
      game = { ...game, ...planned.game };
    }
    if (records.length > g.records.length) await writeGame(g, game, records, rawInputs);

    const variant = getVariant(g.game.variant);
    if (flags.json) {
      io.out(JSON.stringify({
        phase, committed: Boolean(flags.commit), nextPhase: played.nextPhase, nmr: played.inbox.nmr,
        results: played.result.results.map((r) => ({ ...r, text: formatOrder(r.order) })), notices: played.result.notices, next: played.result.next,
      }, null, 2) + '\n');
      return 0;
    }
    const nmr = played.inbox.nmr.length ? `NMR: ${played.inbox.nmr.join(', ')}\n` : '';
    // Never silent: lines the reader did not take as written are left out of the orders, as in the app's strip.
    const check = played.inbox.statuses.filter((s) => s.linesToCheck > 0)
      .map((s) => `Check: ${s.power}: ${s.linesToCheck} line${s.linesToCheck === 1 ? '' : 's'} read as ambiguous or illegal: look at them (adjutant parse, or the app)\n`).join('');
    const carried = played.inbox.statuses.filter((s) => s.conditionalFrom).map((s) => `${s.power}: orders carried ${s.conditionalFrom}\n`).join('');
    const done = flags.commit ? `Committed ${phase}; the game now waits for ${played.nextPhase}.` : `Not committed (give --commit to commit ${phase}).`;
    io.out(`${stored.map((s) => `${s}\n`).join('')}${stored.length ? '\n' : ''}Results for ${phase} (${g.game.name})\n${nmr}${check}${carried}${resultsText(variant, played.result)}\n\n${positionText(variant, played.result.next)}\n\n${done}\n`);
    return 0;
  } catch (e) {
    if (e instanceof Refused) { io.err(`adjutant adjudicate: ${e.message}\n`); return 2; }
    throw e;
  }
}
