// A generator of realistic Diplomacy games as the app stores them (game row, records, raw inputs),
// for the history benchmark (#21 item 3): a standard game played for 60–120 committed phases, every
// player who owes orders sending a real-looking e-mail each phase (headers, a line or two of press
// taken from the 40 webDiplomacy games Cicero played, the orders, a sign-off), and each phase read
// and adjudicated exactly as the app does it (core's adjudicatePhase, commitRecord). Orders are a
// seeded random player's: moves and supports to real neighbours, retreats, builds and removals.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getVariant } from '../core/diplomacy/variants';
import { provinceOf } from '../core/diplomacy/variant';
import { adjustmentsDue, freeHomeCentres, powersToOrder } from '../core/diplomacy/ordersDue';
import { phaseName } from '../core/diplomacy/phases';
import type { Position, Unit } from '../core/diplomacy/types';
import { adjudicatePhase } from '../core/diplomacy/record/adjudicatePhase';
import { commitRecord, type NewRecord } from '../core/diplomacy/record/commitRecord';
import { buildGameLog } from '../core/diplomacy/record/gameLog';
import { recordKinds } from '../core/diplomacy/record/kinds';
import { slotOf, type CommittedPhase } from '../core/diplomacy/record/history';
import { storedMailRows } from '../core/diplomacy/record/storedMail';
import type { GameRow, RawInputRow, RecordRow } from '../renderer/storage/types';
import { rowIdOf } from '../core/gameFile/rowId';

const here = dirname(fileURLToPath(import.meta.url));
const gamesDir = join(here, '..', '..', 'shared', 'reference', 'games', 'webdiplomacy-cicero');

/** Real press lines from the reference games (or a few plain ones when they are not beside the repository). */
function pressLines(): string[] {
  try {
    const lines: string[] = [];
    for (const f of readdirSync(gamesDir).filter((x) => x.endsWith('.json'))) {
      const game = JSON.parse(readFileSync(join(gamesDir, f), 'utf8')) as { phases: { messages: { message: string }[] }[] };
      for (const p of game.phases) for (const m of p.messages) if (m.message.length > 20 && m.message.length < 240) lines.push(m.message.replace(/\s+/g, ' '));
    }
    if (lines.length) return lines;
  } catch { /* fall through */ }
  return ['Here are my orders for this turn.', 'Thanks for running the game.', 'Let me know if anything is unclear.'];
}

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => { a = (a + 0x6d2b79f5) >>> 0; let t = a; t = Math.imul(t ^ (t >>> 15), t | 1); t ^= t + Math.imul(t ^ (t >>> 7), t | 61); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
}

const standard = getVariant('standard');
const cap = (loc: string) => loc.split('/').map((p, i) => (i === 0 ? p[0]!.toUpperCase() + p.slice(1) : p)).join('/');
const unitText = (u: Pick<Unit, 'type' | 'location'>) => `${u.type} ${cap(u.location)}`;

/** The order lines a player writes for `power` in this phase. */
function orderLines(position: Position, power: string, random: () => number): string[] {
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  if (position.phase.type === 'retreat') {
    return position.dislodged.filter((d) => d.unit.power === power)
      .map((d) => d.retreats.length && random() < 0.8 ? `${unitText(d.unit)} - ${cap(pick(d.retreats))}` : `${unitText(d.unit)} disband`);
  }
  if (position.phase.type === 'adjustment') {
    const { builds, removals } = adjustmentsDue(position, power);
    if (builds) return freeHomeCentres(position, power).slice(0, builds).map((h) => `Build ${standard.province(h)?.kind === 'land' ? 'A' : pick(['A', 'F'])} ${cap(h)}`);
    return position.units.filter((u) => u.power === power).slice(0, removals).map((u) => `Remove ${unitText(u)}`);
  }
  const mine = position.units.filter((u) => u.power === power);
  const lines: string[] = [];
  for (const u of mine) {
    const roll = random();
    const near = standard.neighbours(u.type, u.location);
    const friend = mine.find((f) => f !== u && near.some((n) => provinceOf(n) === provinceOf(f.location)));
    if (roll < 0.6 && near.length) lines.push(`${unitText(u)} - ${cap(pick(near))}`);
    else if (roll < 0.8 && friend) lines.push(`${unitText(u)} S ${unitText(friend)}`);
    else lines.push(`${unitText(u)} H`);
  }
  return lines;
}

export interface GeneratedGame {
  game: GameRow; records: RecordRow[]; rawInputs: RawInputRow[]; phases: number;
  /** Each phase as the adjudicator committed it, before it was stored (a test compares what the records read back as). */
  commits: CommittedPhase[];
}

/** One game of `phases` committed phases (fewer if the game ends first), seeded by `seed`. */
export async function generateGame(seed: number, phases: number): Promise<GeneratedGame> {
  const random = rng(seed);
  const press = pressLines();
  const surnames = ['Becker', 'Dupont', 'Rossi', 'García', 'Ivanova', 'Yilmaz', 'Smith', 'Novak', 'Kowalski', 'Sato'];
  const players = standard.powers.map((p, k) => {
    const who = `${surnames[(seed + k) % surnames.length]} ${seed}`;
    return { power: p.name, name: who, addresses: [`${who.toLowerCase().replace(/\s/g, '')}@example.org`], abbreviations: {} };
  });
  const start = Date.UTC(2025, 0, 6, 18);
  const game: GameRow = {
    id: rowIdOf(Uint8Array.from({ length: 12 }, (_, i) => (i < 8 ? 0 : (seed >>> (8 * (11 - i))) & 255))), name: `League board ${seed}`, family: 'diplomacy', variant: 'standard', profile: 'wm2004',
    createdAt: start, updatedAt: start, phase: 'S1901M',
    settings: { diplomacy: { gmName: 'GM', gmAddress: 'gm@example.org', players, startPhase: 'S1901M', deadlines: { firstDeadline: start + 48 * 3_600_000, movementHours: 48, retreatHours: 24, adjustmentHours: 24 } } },
    nextDeadline: null,
  } as GameRow;
  const records: RecordRow[] = [];
  const rawInputs: RawInputRow[] = [];
  let clock = start;
  let n = 0;
  // Random UUIDs (a mail client's Message-ID) from the seeded generator; the same draws as always,
  // so the games stay the games measured before.
  const uuid = () => {
    n++;
    const h = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[Math.floor(random() * 4)]}${h.slice(17, 20)}-${h.slice(20)}`;
  };
  // Row ids as the app makes them (core/gameFile/rowId.ts: 12 random bytes), from the same draws.
  const id = () => rowIdOf(Uint8Array.from(uuid().replace(/-/g, '').slice(0, 24).match(/../g)!, (x) => parseInt(x, 16)));
  const add = (r: NewRecord) => records.push({ ...r, gameId: game.id });
  let committed = 0;
  const commits: CommittedPhase[] = [];
  while (committed < phases) {
    const log = buildGameLog(records, rawInputs);
    const { phaseStateOf } = await import('../core/diplomacy/record/phaseState');
    const state = phaseStateOf(game, log);
    const position = state.position;
    const name = phaseName(position.phase);
    for (const power of powersToOrder(standard, position)) {
      const player = players.find((p) => p.power === power)!;
      clock += 60_000 + Math.floor(random() * 3_600_000);
      const lines = orderLines(position, power, random);
      const text = [
        `From: ${player.name} <${player.addresses[0]}>`, 'To: gm@example.org', `Subject: ${game.name}: ${power} orders ${name}`,
        `Date: ${new Date(clock).toUTCString().replace('GMT', '+0000')}`, `Message-ID: <${uuid()}@example.org>`,
        'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '',
        'Hi GM,', '', press[Math.floor(random() * press.length)]!, '', `${power} ${name}:`, ...lines, '', 'Thanks,', player.name.split(' ')[0]!, '',
      ].join('\n');
      // Stored as the app and the CLI store a mail (core's storedMailRows).
      const rows = storedMailRows({ gameId: game.id, slot: state.slot, phase: name, sourceName: `${power.toLowerCase()}-${name}.eml`, text }, id(), clock);
      // Until schema v4 the mail record had an id of its own: the draw is still made, so every
      // game is the one the benchmark measured before (same orders, same press, same mail).
      uuid();
      rawInputs.push(rows.raw);
      records.push(rows.record);
    }
    let played = await adjudicatePhase(game, buildGameLog(records, rawInputs));
    if (played.kind === 'questions') {
      // As a GM answers when a mail gave nothing usable: adjudicate anyway (000 D.VII(6)(a)).
      clock += 1000;
      add({ id: id(), kind: recordKinds.adjudicateAnswer, phase: name, payload: { slot: slotOf(log.head), questions: played.questions, answer: 'adjudicate', who: 'GM', at: clock }, createdAt: clock });
      played = await adjudicatePhase(game, buildGameLog(records, rawInputs));
      if (played.kind === 'questions') throw new Error(`still asking in ${name}`);
    }
    clock += 600_000;
    const planned = commitRecord(buildGameLog(records, rawInputs), played.draft, played.nextPhase, game.settings, id(), clock);
    add(planned.record);
    commits.push(planned.commit);
    Object.assign(game, planned.game);
    committed++;
    if (played.result.next.units.length === 0) break;
  }
  return { game, records, rawInputs, phases: committed, commits };
}
