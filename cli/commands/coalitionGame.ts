// `adjutant coalition turn --game FILE --thread posts.txt --seed N [--commit]`: one Coalition turn
// on a game file the app saved (issue 20). The thread is kept verbatim as a raw input and the turn
// is recorded as the app's judge records it (coalition-thread, coalition-resolve, and with
// --commit coalition-commit; same payloads and sequence numbers), replayed with core's
// replayCoalition, the app's own replay; a turn the replay refuses writes nothing (exit 1). The
// file is written whole to a temporary file renamed over the original, so an error never damages it.
import { basename } from 'node:path';
import { countLines, newRowId } from '../../core/gameFile/index';
import { coalitionStateOfRows, lastCoalitionSeq } from '../../core/coalition/fromRows';
import { replayCoalition } from '../../core/coalition/replay';
import type { CliIO } from '../io';
import { newRecord, openGameForChange, openGameToRead, readTextFile, writeGame } from '../gameFileIo';

export const COALITION_GAME_USAGE = `  turn --game <game.json> --thread <thread.txt> --seed N [--commit] [--now <ISO time>] [--format bbcode|plain]
      one turn of a Coalition game the app saved as a game file: the thread kept verbatim, the turn
      resolved with the seed and, with --commit, committed; recorded as the app records it
  show --game <game.json> [--json]
      the round of a game file as the app's replay rebuilds it`;

class Refused extends Error {}

export async function runCoalitionGame(sub: 'turn' | 'show', flags: Record<string, string | true>, io: CliIO): Promise<number> {
  const refuse = (reason: string) => new Refused(reason);
  try {
    if (typeof flags.game !== 'string') throw refuse('--game <game.json> is required');
    const path = flags.game;
    const text = readTextFile(path, refuse);
    const g = sub === 'show' ? await openGameToRead(path, text, refuse) : await openGameForChange(path, text, refuse);
    if (g.game.family !== 'coalition') throw refuse(`${path} holds a ${g.game.family} game ("${g.game.name}"), not a Coalition game`);
    const state = coalitionStateOfRows(g.records, g.rawInputs);
    if (!state) throw refuse(`${path}: "${g.game.name}" has no round set up yet; set it up in the app first`);
    const before = replayCoalition(state);
    if (sub === 'show') {
      io.out(flags.json ? JSON.stringify(before, null, 2) + '\n' : `${before.roundName} · ${before.phase}\n${before.outcomes.map((o) => `${o.accepted ? 'ok' : 'REFUSED'}  ${o.message}`).join('\n')}\n`);
      return 0;
    }
    if (typeof flags.thread !== 'string') throw refuse('--thread <thread.txt> is required');
    if (typeof flags.seed !== 'string' || !/^\d+$/.test(flags.seed)) throw refuse('--seed N (a whole number) is required, so the turn can be replayed exactly');
    const threadText = readTextFile(flags.thread, refuse);
    const now = typeof flags.now === 'string' ? flags.now : new Date().toISOString();
    const at = Date.parse(now);
    if (Number.isNaN(at)) throw refuse(`--now ${now} is not a date and time`);
    if (at < g.lastAt) throw refuse(`recording time ${new Date(at).toISOString()} is before the game's last record (${new Date(g.lastAt).toISOString()}): records stay in time order`);

    // As the app: the thread stored verbatim first, then each action with the next sequence
    // number and the phase the game shows (the workspace keeps the game's phase in step).
    const sourceName = basename(flags.thread);
    const raw = { id: newRowId(), gameId: g.game.id, receivedAt: at, sourceName, text: threadText, lineCount: countLines(threadText) };
    let seq = lastCoalitionSeq(g.records);
    const record = (kind: string, payload: object) => ({ ...newRecord(g, kind, { ...payload, seq: ++seq }, at), phase: before.phase });
    const added = [
      record('coalition-thread', { rawInputId: raw.id, sourceName }),
      record('coalition-resolve', { seed: Number(flags.seed) }),
      ...(flags.commit ? [record('coalition-commit', { turn: before.turn })] : []),
    ];
    const records = [...g.records, ...added];
    const rawInputs = [...g.rawInputs, raw];
    const after = replayCoalition(coalitionStateOfRows(records, rawInputs)!);
    const outcomes = added.map((r) => after.outcomes.find((o) => o.recordId === r.id));
    const refused = outcomes.find((o) => !o || !o.accepted);
    if (refused !== undefined) {
      io.err(`adjutant coalition turn: refused, nothing recorded: ${refused?.message ?? 'the replay gave no outcome'}\n`);
      return 1;
    }
    await writeGame(g, { ...g.game, updatedAt: at, phase: after.phase }, records, rawInputs);
    const turn = flags.commit ? after.history.at(-1)! : after.pending!;
    const plain = flags.format === 'plain';
    io.out(`${outcomes.map((o) => `Recorded: ${o!.message}`).join('\n')}\n\n${plain ? turn.texts.updatePlain : turn.texts.updateBbcode}`);
    return 0;
  } catch (e) {
    if (e instanceof Refused) { io.err(`adjutant coalition ${sub}: ${e.message}\n`); return 2; }
    throw e;
  }
}
