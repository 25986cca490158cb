// Taking over a game judged elsewhere: whatever the GM pastes or opens — a dipcc/webDiplomacy
// game file, another judge's results posts, or a position typed by hand — becomes the position
// the game continues from, the history read so far, and every doubt, with the source kept as it
// came. The three readers are tried by what the text looks like; the source says which was used.
import { readDipccGame, dipccStateToPosition } from '../dipcc';
import type { Variant } from '../variant';
import type { Position } from '../types';
import { looksLikeJudgePosts, readJudgePosts, type Doubt } from './judgePost';
import { positionFromPosts, type ImportedPhase } from './positionFromPosts';
import { readTypedPosition } from './typedPosition';

export type TakeOverSource = 'dipcc-game' | 'judge-posts' | 'typed-position';

export interface TakenOver {
  source: TakeOverSource;
  /** The position waiting for orders; absent when the input does not give one (see doubts). */
  position?: Position;
  /** False when no centre ownership was stated and each power was given its home centres. */
  centresKnown: boolean;
  /** The phases read, oldest first, each with its text as given (read-only history). */
  history: ImportedPhase[];
  /** Every line not used and everything that does not add up. Empty means a clean import. */
  doubts: Doubt[];
  /** The input exactly as given. */
  raw: string;
}

export function takeOverGame(variant: Variant, raw: string): TakenOver {
  const text = raw.replace(/^\uFEFF/, '');
  if (/^\s*[{[]/.test(text)) return fromDipcc(variant, raw, text);
  if (looksLikeJudgePosts(text)) {
    const { posts, doubts } = readJudgePosts(variant, text);
    const rebuilt = positionFromPosts(variant, posts, text, doubts);
    return { source: 'judge-posts', ...rebuilt, raw };
  }
  const typed = readTypedPosition(variant, text);
  return { source: 'typed-position', ...typed, history: [], raw };
}

function fromDipcc(variant: Variant, raw: string, text: string): TakenOver {
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) {
    return { source: 'dipcc-game', centresKnown: false, history: [], raw, doubts: [{ line: 0, text: '', why: `not JSON: ${(e as Error).message}` }] };
  }
  const read = readDipccGame(json);
  if ('error' in read) return { source: 'dipcc-game', centresKnown: false, history: [], raw, doubts: [{ line: 0, text: '', why: read.error }] };
  const phases = read.game.phases;
  const last = phases[phases.length - 1];
  if (!last) return { source: 'dipcc-game', centresKnown: false, history: [], raw, doubts: [{ line: 0, text: '', why: 'the game file has no phases' }] };
  if (read.game.map && read.game.map !== variant.id) {
    return { source: 'dipcc-game', centresKnown: false, history: [], raw, doubts: [{ line: 0, text: '', why: `the game is on the '${read.game.map}' map, not '${variant.id}'` }] };
  }
  const { position, diagnostics } = dipccStateToPosition(variant, last.state, last.name);
  const history = phases.map((p) => ({ name: p.name, line: 0, text: [`${p.name}`, ...Object.entries(p.orders ?? {}).flatMap(([power, orders]) => orders.map((o) => `${power}: ${o}`))].join('\n') }));
  return {
    source: 'dipcc-game', position, centresKnown: true, history, raw,
    doubts: diagnostics.map((d) => ({ line: 0, text: d.where, why: d.message })),
  };
}
