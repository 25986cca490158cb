// Bytes per committed phase of a realistic game's history (#21 item 3; goal: under 6 KB a phase,
// raw mail included, for EVERY game, not on average). Generates games of 60–120 committed phases
// with every player's mail (historyGames.ts), then prints what one committed phase costs, per game
// and over all: schema v2 (every commit with two whole positions), the flat rows of schema v4 (a
// game file of format 1: every row whole, a mail two rows), and now the rows as format 2 and the
// database's phase rows store them inside their game (core/gameFile/mailFold.ts: no row repeats the
// game's id, no derived line count, each mail record folded into its raw text). The figures are of
// the rows (compact JSON), split into the commits, the raw mail text and the rest; the whole game
// file as written (with each text's SHA-256, the game row and the envelope) is printed beside them.
// All figures are of the same games with today's ids; schema v3 (36-character UUIDs, every
// result's sentence, mail records with their nulls) measured 7.81 KB a phase.
import { buildGameLog } from '../core/diplomacy/record/gameLog';
import { recordKinds } from '../core/diplomacy/record/kinds';
import type { RecordRow } from '../renderer/storage/types';
import { foldRows } from '../core/gameFile/mailFold';
import { packPhaseMail } from '../core/gameFile/phaseMail';
import { gameFileFrom, serializeGameFile } from '../core/gameFile/index';
import { deflateSync } from 'fflate';
import { generateGame } from './historyGames';

const bytes = (x: unknown) => new TextEncoder().encode(JSON.stringify(x)).length;

/** The v2 rows of a game: each commit record's payload the whole CommittedPhase. */
function asV2(records: RecordRow[]): RecordRow[] {
  const log = buildGameLog(records, []);
  const byId = new Map(log.commits.map((c) => [c.id, c]));
  return records.map((r) => (r.kind === recordKinds.commit ? { ...r, payload: byId.get(r.id)! } : r));
}

export async function run(): Promise<string[]> {
  const games = Number(process.env.HISTORY_GAMES ?? 6);
  const out: string[] = [];
  const total = { phases: 0, v2Commits: 0, commits: 0, mailText: 0, v4Other: 0, v2All: 0, v4All: 0, nowAll: 0, nowOther: 0, file: 0, v4Zip: 0, nowZip: 0, db: 0 };
  // As the streamed backup stores a game (one deflated game file per game in its zip).
  const zipped = (x: unknown) => deflateSync(new TextEncoder().encode(JSON.stringify(x))).length;
  const kb = (n: number, phases: number) => (n / phases / 1024).toFixed(2);
  let worst = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const phases = 60 + Math.round((60 * g) / Math.max(1, games - 1));
    const game = await generateGame(1000 + g, phases);
    const v2 = asV2(game.records);
    const commitsOf = (rows: RecordRow[]) => rows.filter((r) => r.kind === recordKinds.commit);
    const mailText = game.rawInputs.reduce((n, r) => n + bytes(r.text), 0);
    const rowsV4 = bytes(game.records) + bytes(game.rawInputs);
    const rowsV2 = bytes(v2) + bytes(game.rawInputs);
    const stored = foldRows(game.game.id, game.records, game.rawInputs);
    const rowsNow = bytes(stored.records) + bytes(stored.rawInputs);
    const commitBytes = bytes(commitsOf(game.records).map(({ gameId: _g, ...r }) => r));
    const file = bytes(serializeGameFile(await gameFileFrom(game.game, game.records, game.rawInputs, { savedAt: 0, appVersion: '0.1.0' })).slice(0, -1)) - 2;
    total.phases += game.phases; total.v2Commits += bytes(commitsOf(v2)); total.commits += commitBytes; total.mailText += mailText;
    total.v4Other += rowsV4 - bytes(commitsOf(game.records)) - mailText; total.nowOther += rowsNow - commitBytes - mailText;
    total.v2All += rowsV2; total.v4All += rowsV4; total.nowAll += rowsNow; total.file += file;
    total.v4Zip += zipped({ records: game.records, rawInputs: game.rawInputs }); total.nowZip += zipped(stored);
    // As the database keeps them (Dexie version 8): a phase row of mail per phase, the commits in the records table.
    const packed = packPhaseMail(game.records, game.rawInputs);
    const dbRows = bytes(packed.phaseMail) + bytes(packed.records) + bytes(packed.rawInputs);
    total.db += dbRows;
    worst = Math.max(worst, rowsNow / game.phases, dbRows / game.phases);
    out.push(`game ${g + 1}: ${game.phases} committed phases, ${game.rawInputs.length} mails (${(game.rawInputs.length / game.phases).toFixed(2)} a phase): ${kb(rowsV2, game.phases)} KB/phase v2, ${kb(rowsV4, game.phases)} KB v4 flat rows, ${kb(rowsNow, game.phases)} KB now (database ${kb(dbRows, game.phases)} KB); whole game file ${kb(file, game.phases)} KB`);
  }
  const per = (n: number) => `${kb(n, total.phases)} KB`;
  out.push(`${games} games, ${total.phases} committed phases, generated and adjudicated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  out.push(`per committed phase, schema v2 (whole commits):     ${per(total.v2All)}`);
  out.push(`per committed phase, schema v4 flat rows (before):  ${per(total.v4All)} (raw mail text ${per(total.mailText)}, other rows ${per(total.v4Other)})`);
  out.push(`per committed phase, now (stored inside the game):  ${per(total.nowAll)} (commit records ${per(total.commits)}, raw mail text ${per(total.mailText)}, other rows ${per(total.nowOther)})`);
  out.push(`the database's rows (Dexie version 8: phase rows of mail, the commits in their table): ${per(total.db)} a phase`);
  out.push(`the whole game file (format 2: hashes, game row, envelope): ${per(total.file)} a phase`);
  out.push(`the rows deflated, as one game in the backup zip: ${per(total.v4Zip)} before, ${per(total.nowZip)} now`);
  out.push(`goal: under 6 KB per committed phase including the raw mail, every game: ${worst < 6 * 1024 ? 'met' : 'NOT met'} (heaviest game, rows or database, ${(worst / 1024).toFixed(2)} KB)`);
  return out;
}
