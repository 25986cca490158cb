// Which press a game accepts and where its results print it — the GM's stated policy, fixed at
// the outset (000 D.X(1) with its Alternative Rules A-C; 001 B.XI(1) with A-D).
import type { PressItem, PressKind } from './phaseReport';
import type { PowerName } from '../types';

export type PressPolicyId =
  | 'wm2004' | 'wm2004-alt-a' | 'wm2004-alt-b' | 'wm2004-alt-c'
  | 'maharajiad' | 'maharajiad-alt-a' | 'maharajiad-alt-b' | 'maharajiad-alt-c' | 'maharajiad-alt-d';

export interface PressPolicy {
  id: PressPolicyId;
  clause: string;
  accepted: PressKind[];
  /** White press printed with its author's orders (true) or in the one press section (false). */
  whiteWithOrders: boolean;
  /** Title of the section for press not printed with orders; null when there is none. */
  sectionTitle: string | null;
}

const defaultWm: Omit<PressPolicy, 'id' | 'clause'> = {
  accepted: ['white', 'grey', 'dark-grey'], whiteWithOrders: true, sectionTitle: 'Anonymous or Unofficial Press',
};
const altA: Omit<PressPolicy, 'id' | 'clause'> = { accepted: ['white', 'grey'], whiteWithOrders: true, sectionTitle: 'Anonymous Press' };
const whiteOnly: Omit<PressPolicy, 'id' | 'clause'> = { accepted: ['white'], whiteWithOrders: true, sectionTitle: null };
const noPress: Omit<PressPolicy, 'id' | 'clause'> = { accepted: [], whiteWithOrders: true, sectionTitle: null };

export const pressPolicies: Record<PressPolicyId, PressPolicy> = {
  wm2004: { id: 'wm2004', clause: '000 D.X(1)a', ...defaultWm },
  'wm2004-alt-a': { id: 'wm2004-alt-a', clause: '000 D.X(1)b', ...altA },
  'wm2004-alt-b': { id: 'wm2004-alt-b', clause: '000 D.X(1)c', ...whiteOnly },
  'wm2004-alt-c': { id: 'wm2004-alt-c', clause: '000 D.X(1)d', ...noPress },
  maharajiad: { id: 'maharajiad', clause: '001 B.XI(1)b', accepted: ['white', 'grey', 'black'], whiteWithOrders: false, sectionTitle: 'Press' },
  'maharajiad-alt-a': { id: 'maharajiad-alt-a', clause: '001 B.XI(1)c', ...defaultWm },
  'maharajiad-alt-b': { id: 'maharajiad-alt-b', clause: '001 B.XI(1)d', ...altA },
  'maharajiad-alt-c': { id: 'maharajiad-alt-c', clause: '001 B.XI(1)e', ...whiteOnly },
  'maharajiad-alt-d': { id: 'maharajiad-alt-d', clause: '001 B.XI(1)f', ...noPress },
};

export const pressPolicyIds = Object.keys(pressPolicies) as PressPolicyId[];

export function getPressPolicy(id: string): PressPolicy {
  const p = pressPolicies[id as PressPolicyId];
  if (!p) throw new Error(`unknown press policy '${id}' (known: ${pressPolicyIds.join(', ')})`);
  return p;
}

/**
 * One published press item: `byline` is what the post may say about who wrote it — the true
 * author for white press only; `Anonymous` for grey and dark grey; the GM's attribution for black.
 */
export interface PublishedPress { byline: string; to: string[]; text: string }

export interface PressSections {
  /** White press by author, printed with that power's orders. */
  withOrders: Map<PowerName, PublishedPress[]>;
  /** The press section (titled by the policy). */
  section: PublishedPress[];
  /** Items not published, with why — for the GM's eyes. */
  withheld: { item: PressItem; reason: string }[];
}

function bylineOf(item: PressItem): string {
  switch (item.kind) {
    case 'white': return item.author;
    case 'black': return item.attributedTo?.trim() || 'Anonymous';
    default: return 'Anonymous';
  }
}

export function sortPress(policy: PressPolicy, items: readonly PressItem[]): PressSections {
  const out: PressSections = { withOrders: new Map(), section: [], withheld: [] };
  for (const item of items) {
    if (item.refusedByGm) { out.withheld.push({ item, reason: 'the GM refused to publish it (001 B.XI(1)a)' }); continue; }
    if (!policy.accepted.includes(item.kind)) {
      out.withheld.push({ item, reason: policy.accepted.length ? `${item.kind} press is not accepted (${policy.clause})` : `the GM publishes no press (${policy.clause})` });
      continue;
    }
    const published: PublishedPress = { byline: bylineOf(item), to: [...(item.to ?? [])], text: item.text };
    if (item.kind === 'white' && policy.whiteWithOrders) {
      const list = out.withOrders.get(item.author) ?? [];
      list.push(published);
      out.withOrders.set(item.author, list);
    } else out.section.push(published);
  }
  return out;
}
