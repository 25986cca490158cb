// Points of Order (003 214) as the workspace shows them: who raised what, who judges, where the
// question stands and when its current stage runs out. Pure; the worker builds these from the
// replayed NomicSession (renderer/worker/ledgerApi.ts).
import type { PointOfOrder } from './pointsOfOrder';
import { endOfUkDay } from './ukTime';
import { formatUkTime } from './formatUkTime';
import type { ActionOutcome, LedgerAction, PointOfOrderRow } from './record';

type Post = PointOfOrderRow['posts'][number];

/** The accepted Judgements, Disputes and opinions of each Point of Order, from the GM's records. */
export function postsByPointOfOrder(actions: LedgerAction[], outcomes: ActionOutcome[]): Map<string, Post[]> {
  const accepted = new Set(outcomes.filter((o) => o.accepted).map((o) => o.index));
  const posts = new Map<string, Post[]>();
  actions.forEach((a, i) => {
    if (!accepted.has(i) || (a.kind !== 'ledger-judgement' && a.kind !== 'ledger-dispute' && a.kind !== 'ledger-opinion')) return;
    const kind = a.kind === 'ledger-judgement' ? 'judgement' : a.kind === 'ledger-dispute' ? 'dispute' : 'opinion';
    posts.set(a.id, [...(posts.get(a.id) ?? []), { kind, by: a.by, at: a.at, text: a.text }]);
  });
  return posts;
}

const HOUR = 3_600_000;
const iso = (instant: number) => new Date(instant).toISOString();

export function pointOfOrderRow(p: PointOfOrder, posts: Post[] = []): PointOfOrderRow {
  const handovers = p.formerJudges.map((f, k) => ({
    from: f.player, to: p.formerJudges[k + 1]?.player ?? p.judge, at: f.until, why: f.why, ...(f.judgement ? { judgement: f.judgement } : {}),
  }));
  let deadline: string | undefined;
  let standing: string;
  if (p.status === 'awaiting-judgement') {
    // 003 214d: a Judge who has not invoked Judgement by the end of the day loses the question.
    deadline = iso(endOfUkDay(Date.parse(p.judgeSince)));
    standing = `Awaiting ${p.judge}’s Judgement; if none is invoked by ${formatUkTime(deadline)} the question passes to the next Judge (003 214d).`;
  } else if (p.status === 'judged') {
    deadline = iso(Date.parse(p.judgement!.at) + HOUR);
    standing = `Judged by ${p.judge}; invoked at ${formatUkTime(deadline)} unless someone disputes it before then (003 214b, 003 214c).`;
  } else if (p.status === 'disputed') {
    deadline = iso(Date.parse(p.dispute!.at) + HOUR);
    standing = `Disputed by ${p.dispute!.by}; invoked as soon as one player other than ${p.judge} agrees, overruled if nobody has agreed by ${formatUkTime(deadline)} (003 214c).`;
  } else {
    standing = `Judgement invoked ${formatUkTime(p.invokedAt ?? '')} (003 214c).`;
  }
  return {
    id: p.id, raisedBy: p.raisedBy, raisedAt: p.raisedAt, question: p.question, ...(p.about ? { about: p.about } : {}),
    judge: p.judge, judgeSince: p.judgeSince, status: p.status, standing, ...(deadline ? { deadline } : {}),
    ...(p.judgement ? { judgement: { ...p.judgement } } : {}), ...(p.dispute ? { dispute: { ...p.dispute } } : {}),
    opinions: p.opinions.map((o) => ({ ...o })), posts, handovers, ...(p.invokedAt ? { invokedAt: p.invokedAt } : {}),
  };
}
