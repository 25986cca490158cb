// Bytes per committed phase of a realistic game's history (#21 item 3; goal: under 6 KB a phase,
// raw mail included). Generates games of 60–120 committed phases with every player's mail
// (historyGames.ts), then prints what one committed phase costs as a game file / backup stores
// it (compact JSON of the rows): before (schema v2, every commit with two whole positions) and
// now (v4: the short form, results by code, short ids), split into the commits, the raw mail
// text, and the other rows (the mail records, the raw inputs' other fields, the GM's answers).
// Both figures are of the same games with today's ids; schema v3 (36-character UUIDs, every
// result's sentence, mail records with their nulls) measured 7.81 KB a phase.
import { buildGameLog } from '../core/diplomacy/record/gameLog';
import { recordKinds } from '../core/diplomacy/record/kinds';
import type { RecordRow } from '../renderer/storage/types';
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
  const total = { phases: 0, v2Commits: 0, v3Commits: 0, mailText: 0, otherRows: 0, v2All: 0, v3All: 0, v2Zip: 0, v3Zip: 0 };
  // As the streamed backup stores a game (one deflated game file per game in its zip).
  const zipped = (x: unknown) => deflateSync(new TextEncoder().encode(JSON.stringify(x))).length;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const phases = 60 + Math.round((60 * g) / Math.max(1, games - 1));
    const game = await generateGame(1000 + g, phases);
    const v2 = asV2(game.records);
    const commitsOf = (rows: RecordRow[]) => rows.filter((r) => r.kind === recordKinds.commit);
    const mailText = game.rawInputs.reduce((n, r) => n + bytes(r.text), 0);
    const rowsV3 = bytes(game.records) + bytes(game.rawInputs);
    const rowsV2 = bytes(v2) + bytes(game.rawInputs);
    const commitV3 = bytes(commitsOf(game.records)), commitV2 = bytes(commitsOf(v2));
    total.phases += game.phases; total.v2Commits += commitV2; total.v3Commits += commitV3; total.mailText += mailText;
    total.otherRows += rowsV3 - commitV3 - mailText; total.v2All += rowsV2; total.v3All += rowsV3;
    total.v2Zip += zipped({ records: v2, rawInputs: game.rawInputs }); total.v3Zip += zipped({ records: game.records, rawInputs: game.rawInputs });
    out.push(`game ${g + 1}: ${game.phases} committed phases, ${game.rawInputs.length} mails: ${(rowsV2 / game.phases / 1024).toFixed(1)} KB/phase before, ${(rowsV3 / game.phases / 1024).toFixed(1)} KB/phase now`);
  }
  const per = (n: number) => `${(n / total.phases / 1024).toFixed(2)} KB`;
  out.push(`${games} games, ${total.phases} committed phases, generated and adjudicated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  out.push(`per committed phase, before (schema v2):  ${per(total.v2All)} (commit records ${per(total.v2Commits)}, raw mail text ${per(total.mailText)}, other rows ${per(total.otherRows)})`);
  out.push(`per committed phase, now (schema v4):     ${per(total.v3All)} (commit records ${per(total.v3Commits)}, raw mail text ${per(total.mailText)}, other rows ${per(total.otherRows)})`);
  out.push(`the same deflated, as one game in the backup zip: ${per(total.v2Zip)} before, ${per(total.v3Zip)} now`);
  out.push(`goal: under 6 KB per committed phase including the raw mail: ${total.v3All / total.phases < 6 * 1024 ? 'met' : 'NOT met'}`);
  return out;
}
