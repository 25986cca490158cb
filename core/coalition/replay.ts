// Rebuild a Coalition round from its set-up and the judge's recorded actions, through the judge's
// engine. Pure: no DOM, no storage, so the app's worker and the CLI run the same replay on the
// same records and show the same round.
// An action core refuses stays recorded (the judge entered it) and is reported with the clause that
// refused it; replaying the same actions always refuses it again, so the screen never drifts.
import {
  battleResultProblems, checkRoundSetup, cloneRound, collectOrders, describeSanction, escapeText, imposeControlPenalty, imposeSanction, loadRound, parseSquare, parseThread, SeededRandom,
  renderBattleAnnouncements, renderControlList, renderUpdate, resolveTurn, rosterFromCsv, type Round, type TurnReport,
} from './index';
import type { ActionOutcome, CoalitionState, CoalitionView, FixRow, ResolvedTurn, StoredAction, TurnTexts } from './record';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Reads the round JSON the game was set up from; throws with readable problems (004 2.5). */
export function readRoundText(text: string): Round {
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { throw new Error(`The round file is not JSON: ${message(e)}`); }
  const loaded = loadRound(json);
  if (!loaded.ok) throw new Error(`The round file does not describe a round: ${loaded.problems.join('; ')}`);
  return loaded.round;
}

/** The judge's corrections, appended to the update so players see every hand change and why. */
function correctionLines(fixes: FixRow[], dialect: 'bbcode' | 'plain'): string {
  const live = fixes.filter((f) => !f.undone);
  if (!live.length) return '';
  const e = (t: string) => escapeText(t, dialect);
  const title = "Judge's corrections";
  const head = dialect === 'bbcode' ? `\n[u]${title}[/u]` : `\n${title}\n${'-'.repeat(title.length)}`;
  const items = live.map((f) => `${e(f.army)} moved by the judge from ${f.from} to ${f.to}: ${e(f.reason)}`);
  return [head, ...(dialect === 'bbcode' ? ['[list]', ...items.map((i) => `[*]${i}`), '[/list]'] : items.map((i) => `- ${i}`))].join('\n') + '\n';
}

export function turnTexts(after: Round, report: TurnReport, fixes: FixRow[]): TurnTexts {
  return {
    updateBbcode: renderUpdate(report, 'bbcode') + correctionLines(fixes, 'bbcode'),
    updatePlain: renderUpdate(report, 'plain') + correctionLines(fixes, 'plain'),
    announcementsBbcode: renderBattleAnnouncements(after, report, 'bbcode'),
    announcementsPlain: renderBattleAnnouncements(after, report, 'plain'),
    controlBbcode: renderControlList(after, 'bbcode'),
    controlPlain: renderControlList(after, 'plain'),
  };
}

/**
 * Which actions an undo cancels. An undo counts only for a fix or a battle result of the same,
 * uncommitted turn: a committed turn is history, and history is not rewritten.
 */
function undoneActions(actions: StoredAction[]): { undone: Set<string>; refused: Map<string, string> } {
  const turnOf = new Map<string, number>();
  const kindOf = new Map<string, string>();
  let commits = 0;
  for (const a of actions) { turnOf.set(a.recordId, commits); kindOf.set(a.recordId, a.kind); if (a.kind === 'coalition-commit') commits++; }
  const undone = new Set<string>();
  const refused = new Map<string, string>();
  for (const a of actions) {
    if (a.kind !== 'coalition-undo') continue;
    const targetKind = kindOf.get(a.target);
    if (!targetKind) refused.set(a.recordId, 'there is no such action to undo');
    else if (targetKind !== 'coalition-fix' && targetKind !== 'coalition-battle-result') refused.set(a.recordId, 'only a hand fix or a battle result can be undone');
    else if (turnOf.get(a.target) !== turnOf.get(a.recordId)) refused.set(a.recordId, 'that action belongs to a committed turn');
    else if (undone.has(a.target)) refused.set(a.recordId, 'that action was already undone');
    else undone.add(a.target);
  }
  return { undone, refused };
}

export function replayCoalition(state: CoalitionState): CoalitionView {
  let current = readRoundText(state.roundText);
  const setupProblems = checkRoundSetup(current);
  const outcomes: ActionOutcome[] = [];
  const say = (a: StoredAction, accepted: boolean, text: string) => outcomes.push({ recordId: a.recordId, kind: a.kind, accepted, message: text });
  const history: ResolvedTurn[] = [];
  let thread: CoalitionView['thread'] = null;
  let pending: ResolvedTurn | null = null;
  let fixes: FixRow[] = [];
  let results: CoalitionView['battleResults'] = [];
  const { undone, refused } = undoneActions(state.actions);

  /** Resolving uses the committed round with the battle results entered so far (004 4.2.5). */
  const resolve = (seed: number): ResolvedTurn => {
    const input = cloneRound(current);
    input.battleResults = results.filter((r) => !undone.has(r.recordId)).map((r) => r.result);
    const { next, report } = resolveTurn(input, thread!.text, { seed });
    return { turn: current.turn, seed, report, after: next, texts: turnTexts(next, report, []), fixes: [] };
  };

  for (const a of state.actions) {
    try {
      switch (a.kind) {
        case 'coalition-roster': {
          const roster = rosterFromCsv(a.text ?? '');
          if (roster.problems.length || roster.armies.length === 0) {
            say(a, false, `Roster ${a.sourceName} not used: ${roster.problems.map((p) => `line ${p.line}: ${p.message}`).join('; ') || 'it lists no armies'} (004 2.5.2).`);
            break;
          }
          current = { ...cloneRound(current), armies: roster.armies };
          pending = null;
          say(a, true, `Roster ${a.sourceName}: ${roster.armies.length} armies placed (004 2.5.2.3).`);
          break;
        }
        case 'coalition-thread': {
          const text = a.text ?? '';
          const { outcomes: lines } = collectOrders(current, parseThread(text));
          thread = { sourceName: a.sourceName, text, outcomes: lines };
          pending = null;
          const used = lines.filter((l) => l.status === 'used').length;
          const rejected = lines.filter((l) => l.status === 'rejected').length;
          say(a, true, `Movement thread read: ${used} order${used === 1 ? '' : 's'} used, ${rejected} rejected (004 3.1).`);
          break;
        }
        case 'coalition-resolve': {
          if (!thread) { say(a, false, 'Paste the movement thread before resolving the turn (004 3.1d).'); break; }
          // Fixes made to an earlier resolution belonged to that result; say so rather than drop them silently.
          const dropped = pending ? pending.fixes.filter((f) => !f.undone).length : 0;
          pending = resolve(a.seed);
          say(a, true, `Turn ${pending.turn} resolved with seed ${a.seed}: ${pending.report.rolls.length} random choice${pending.report.rolls.length === 1 ? '' : 's'}, ${pending.report.battles.length} battle${pending.report.battles.length === 1 ? '' : 's'} announced.${dropped ? ` The ${dropped} fix${dropped === 1 ? '' : 'es'} made to the earlier resolution no longer appl${dropped === 1 ? 'ies' : 'y'}.` : ''}`);
          break;
        }
        case 'coalition-battle-result': {
          if (undone.has(a.recordId)) { say(a, false, 'Undone.'); break; }
          const r = a.result;
          if (!current.battles.some((b) => b.square === r.square)) { say(a, false, `No battle is being fought at ${r.square} this turn (004 4.2.5a).`); break; }
          const problems = battleResultProblems(current, r).map((p) => ({ rule: p.rule, message: p.message }));
          if (problems.length) { say(a, false, `Result at ${r.square} not used: ${problems.map((p) => `${p.message} (${p.rule})`).join('; ')}`); break; }
          results = [...results.filter((x) => x.result.square !== r.square), { recordId: a.recordId, result: r, problems }];
          pending = null; // the turn must be resolved again with the result in it
          say(a, true, `${r.winner} beats ${r.loser} at ${r.square}${r.outcome !== 'none' ? ` (${r.outcome})` : ''}; the loser is separated when the turn is resolved (004 4.2.5b).`);
          break;
        }
        case 'coalition-penalty':
        case 'coalition-sanction': {
          // Imposed on the committed round between turns, like a battle result; the turn must be
          // resolved again so the update carries it (004 1.3, 5.4.1b).
          const next = cloneRound(current);
          next.battles = next.battles.map((b) => ({ ...b }));
          const at = new Date(a.at).toISOString();
          const out = a.kind === 'coalition-penalty'
            ? imposeControlPenalty(next, { army: a.army, player: a.player, severity: a.severity, dieSides: a.dieSides, reason: a.reason, at }, new SeededRandom(a.seed))
            : imposeSanction(next, { player: a.player, reason: a.reason, at, ...(a.team ? { team: a.team } : {}), ...(a.army ? { army: a.army } : {}), ...(a.losses ? { losses: a.losses } : {}) });
          if ('problems' in out) { say(a, false, `Not imposed: ${out.problems.map((p) => `${p.message} (${p.rule})`).join('; ')}`); break; }
          current = next;
          pending = null;
          say(a, true, describeSanction(out.sanction));
          break;
        }
        case 'coalition-fix': {
          const target = pending ? pending.after : current;
          const army = target.armies.find((x) => same(x.name, a.army));
          const to = parseSquare(a.to);
          if (!army || !to) { say(a, false, !army ? `No army named ${a.army}.` : `${a.to} is not a square (004 1.2a).`); break; }
          const row: FixRow = { recordId: a.recordId, army: army.name, from: army.square, to, reason: a.reason, undone: undone.has(a.recordId), at: a.at };
          if (!row.undone) {
            if (pending) { pending.after = cloneRound(pending.after); pending.after.armies.find((x) => same(x.name, a.army))!.square = to; }
            else { current = cloneRound(current); current.armies.find((x) => same(x.name, a.army))!.square = to; }
          }
          if (pending) { pending.fixes = [...pending.fixes, row]; pending.texts = turnTexts(pending.after, pending.report, pending.fixes); }
          else fixes = [...fixes, row];
          say(a, !row.undone, row.undone ? `${row.army} ${row.from} → ${row.to}: undone.` : `${row.army} moved by the judge from ${row.from} to ${row.to}: ${a.reason}`);
          break;
        }
        case 'coalition-undo': {
          const why = refused.get(a.recordId);
          say(a, !why, why ? `Not undone: ${why}.` : `Undone: ${a.reason || 'no reason given'}.`);
          break;
        }
        case 'coalition-commit': {
          if (!pending) { say(a, false, 'Nothing to commit: resolve the turn first.'); break; }
          history.push(pending);
          current = pending.after;
          say(a, true, `Turn ${pending.turn} committed; turn ${current.turn} opens (004 3.1a).`);
          pending = null; thread = null; fixes = []; results = [];
          break;
        }
        case 'coalition-published':
          say(a, true, `Turn ${a.turn} ${a.what} ${a.via === 'copy' ? 'copied' : 'saved'} (${a.dialect}).`);
          break;
      }
    } catch (e) {
      // Hostile input must never stop the replay: the action is reported and the rest goes on.
      say(a, false, `Could not apply this action: ${message(e)}`);
    }
  }

  return {
    roundName: current.name, turn: current.turn, phase: `Turn ${current.turn}`, current,
    setupProblems: setupProblems.map((p) => ({ rule: p.rule, message: p.message })),
    thread, battles: current.battles, battleResults: results.filter((r) => !undone.has(r.recordId)), fixes, pending, history, outcomes,
  };
}
