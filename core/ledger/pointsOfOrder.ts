// Points of Order and Judgements (003 214). A "Point of Order:" message opens a question; the
// Judge is the player whose allocated day preceded the current day (003 214a), and one Judge
// settles every question of the turn unless overruled (003 214h). After the Judge's "Judgement:"
// anyone may dispute within one hour; the other players then have one hour to agree or disagree
// (003 214b). No dispute within the hour, or a single non-Judge agreeing, invokes the Judgement;
// otherwise it is overruled (003 214c). An overruled Judge, or one who has not invoked Judgement
// by the end of the day, hands the question to the player preceding him in rule 201's order,
// never to the player whose day it is or a team-mate of his (003 214d). A player may have at most
// three active Points of Order (003 214g).

import type { NomicPlayer } from './nomicCalendar';
import { endOfUkDay, toUkTime, WEEKDAYS } from './ukTime';

const HOUR = 3_600_000;

export type PointOfOrderStatus = 'awaiting-judgement' | 'judged' | 'disputed' | 'invoked';

export interface FormerJudge { player: string; until: string; why: 'overruled' | 'not invoked by the end of the day'; judgement?: string }

export interface PointOfOrder {
  id: string;
  raisedBy: string;
  raisedAt: string;
  question: string;
  /** The proposal the question concerns, if any (003 214e). */
  about?: string;
  judge: string;
  judgeSince: string;
  formerJudges: FormerJudge[];
  judgement?: { text: string; at: string };
  dispute?: { by: string; at: string };
  opinions: Array<{ player: string; agrees: boolean; at: string }>;
  status: PointOfOrderStatus;
  invokedAt?: string;
}

export class PointOfOrderRefusal extends Error {
  constructor(readonly clause: string, message: string) { super(`${message} (${clause})`); }
}

export class PointsOfOrder {
  #items: PointOfOrder[] = [];
  constructor(readonly players: readonly NomicPlayer[]) {}

  all(): PointOfOrder[] { return this.#items; }
  get(id: string): PointOfOrder {
    const p = this.#items.find((x) => x.id === id);
    if (!p) throw new PointOfOrderRefusal('003 214b', `there is no Point of Order ${id}`);
    return p;
  }

  /** Players who may not judge at this instant: the player whose allocated day it is and his team-mates. */
  #barred(instant: number): (p: NomicPlayer) => boolean {
    const today = this.players.find((p) => p.day === toUkTime(instant).weekday);
    return (p) => !!today && (p.name === today.name || (!!p.team && p.team === today.team));
  }

  /** 003 214a: the player whose allocated day preceded the current day (skipping barred players). */
  turnJudge(instant: number): string {
    const weekday = WEEKDAYS.indexOf(toUkTime(instant).weekday);
    const barred = this.#barred(instant);
    for (let back = 1; back <= 7; back++) {
      const day = WEEKDAYS[(weekday - back + 7) % 7];
      const p = this.players.find((x) => x.day === day);
      if (p && !barred(p)) return p.name;
    }
    throw new PointOfOrderRefusal('003 214a', 'no player can be Judge');
  }

  /** 003 214d: the player preceding `judge` in rule 201's order who may judge now. */
  #nextJudge(judge: string, instant: number): string {
    const barred = this.#barred(instant);
    const i = this.players.findIndex((p) => p.name === judge);
    for (let back = 1; back < this.players.length; back++) {
      const p = this.players[(i - back + this.players.length) % this.players.length]!;
      if (!barred(p)) return p.name;
    }
    return judge;
  }

  active(raisedBy?: string): PointOfOrder[] {
    return this.#items.filter((p) => p.status !== 'invoked' && (!raisedBy || p.raisedBy === raisedBy));
  }

  /** Is any question about this proposal still unresolved? (003 214e) */
  pendingAbout(proposal: string): boolean {
    return this.#items.some((p) => p.about === proposal && p.status !== 'invoked');
  }

  raise(by: string, at: string, question: string, about?: string): PointOfOrder {
    if (!this.players.some((p) => p.name === by)) throw new PointOfOrderRefusal('003 105', `${by} is not a player`);
    if (this.active(by).length >= 3) throw new PointOfOrderRefusal('003 214g', `${by} already has three active Points of Order`);
    const instant = Date.parse(at);
    const item: PointOfOrder = {
      id: `PoO-${this.#items.length + 1}`, raisedBy: by, raisedAt: at, question, ...(about ? { about } : {}),
      judge: this.turnJudge(instant), judgeSince: at, formerJudges: [], opinions: [], status: 'awaiting-judgement',
    };
    this.#items.push(item);
    return item;
  }

  judgement(by: string, at: string, id: string, text: string): void {
    const p = this.get(id);
    if (p.status !== 'awaiting-judgement') throw new PointOfOrderRefusal('003 214b', `${id} is ${p.status}`);
    if (by !== p.judge) throw new PointOfOrderRefusal('003 214b', `${by} is not the Judge of ${id} (${p.judge} is)`);
    p.judgement = { text, at };
    p.status = 'judged';
  }

  dispute(by: string, at: string, id: string): void {
    const p = this.get(id);
    if (p.status !== 'judged') throw new PointOfOrderRefusal('003 214b', `${id} has no Judgement open to dispute`);
    if (by === p.judge) throw new PointOfOrderRefusal('003 214b', 'the Judge cannot dispute his own Judgement');
    if (Date.parse(at) > Date.parse(p.judgement!.at) + HOUR) throw new PointOfOrderRefusal('003 214b', 'the hour for disputes has passed');
    p.dispute = { by, at };
    p.status = 'disputed';
  }

  /** "I agree with Judgement..." / "I disagree with Judgement...": within an hour of the dispute. */
  opinion(by: string, at: string, id: string, agrees: boolean): void {
    const p = this.get(id);
    if (p.status !== 'disputed') throw new PointOfOrderRefusal('003 214b', `${id} is not disputed`);
    if (by === p.judge) throw new PointOfOrderRefusal('003 214b', 'the Judge does not give an opinion on his own Judgement');
    if (Date.parse(at) > Date.parse(p.dispute!.at) + HOUR) throw new PointOfOrderRefusal('003 214b', 'the hour for opinions has passed');
    p.opinions.push({ player: by, agrees, at });
    // 003 214c: a single player other than the Judge agreeing invokes the Judgement.
    if (agrees) { p.status = 'invoked'; p.invokedAt = at; }
  }

  /** When the next deadline falls (Infinity if none). */
  nextDeadline(): number {
    return Math.min(Infinity, ...this.#items.map((p) => this.#deadline(p)));
  }

  #deadline(p: PointOfOrder): number {
    if (p.status === 'awaiting-judgement') return endOfUkDay(Date.parse(p.judgeSince));
    if (p.status === 'judged') return Date.parse(p.judgement!.at) + HOUR;
    if (p.status === 'disputed') return Date.parse(p.dispute!.at) + HOUR;
    return Infinity;
  }

  /** Apply every deadline up to `instant`; returns the ids of questions invoked meanwhile. */
  processDeadlines(instant: number): string[] {
    const invoked: string[] = [];
    for (;;) {
      const due = this.#items.filter((p) => this.#deadline(p) <= instant).sort((a, b) => this.#deadline(a) - this.#deadline(b))[0];
      if (!due) return invoked;
      const when = this.#deadline(due);
      const at = new Date(when).toISOString();
      if (due.status === 'judged') {
        // 003 214c: nobody disputed within the hour.
        due.status = 'invoked'; due.invokedAt = at; invoked.push(due.id);
      } else {
        // 003 214c/214d: overruled (every opinion disagreed), or no Judgement by the end of the day.
        const why = due.status === 'disputed' ? 'overruled' as const : 'not invoked by the end of the day' as const;
        due.formerJudges.push({ player: due.judge, until: at, why, ...(due.judgement ? { judgement: due.judgement.text } : {}) });
        due.judge = this.#nextJudge(due.judge, when);
        due.judgeSince = at;
        delete due.judgement; delete due.dispute;
        due.opinions = [];
        due.status = 'awaiting-judgement';
      }
    }
  }
}
