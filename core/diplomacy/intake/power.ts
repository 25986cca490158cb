// Which power a mail's orders are for, and how we know: a `Power:` line, the subject (the forum
// habit `[game]: [power] [phase]`), the sender's address registered for the game, or the units
// ordered. Also the identification warnings: the GM's address missing from To/Cc
// (000 D.II(2)b) or from To (001 B.III(2)a), and orders that look sent by proxy (000 D.II(3),
// 001 B.III(3)).
import type { DoubtSeverity } from './doubtSeverity';
import type { HouseRules } from '../houseRules';
import type { PowerName } from '../types';
import type { MailHeaders } from './headers';
import type { NameIndex } from './names';
import { readingClause } from './readingClauses';

export type PowerSource = 'power-line' | 'subject' | 'sender' | 'units' | 'none';

export interface GamePlayer {
  power: PowerName;
  /** Addresses registered for this player (000 D.II(3): only they may order the power). */
  addresses: string[];
  /** The player's own abbreviation list agreed with the GM (000 D.III(1)c): abbreviation → province. */
  abbreviations?: Record<string, string>;
}

export interface GameInfo {
  name?: string;
  /** The GM's order address; needed for the To/Cc checks. */
  gmAddress?: string;
  players?: GamePlayer[];
  /**
   * The GM's required subject-line format as a regular expression source (case-insensitive),
   * e.g. `^dipgame: \w+ [SF]\d{4}[MRA]`; a mail whose subject does not match is flagged
   * (000 D.II(2)a, 001 B.III(2)b).
   */
  subjectPattern?: string;
  /** The turn's deadline (an ISO 8601 or RFC 2822 time). Without it lateness is not checked. */
  deadline?: string;
  /** The GM's stated policy for late sets (000 D.VII(3), 001 B.VIII(3)); default: the profile's seed. */
  lateOrders?: 'reject-after-deadline' | 'accept-until-adjudication';
  /** When adjudication started, for 'accept-until-adjudication'. */
  adjudicationStarted?: string;
  /** Late sets the GM accepted as proven sent in time (001 B.VIII(1)b), by Message-ID, with the evidence. */
  acceptedLate?: { messageId: string; evidence: string }[];
}

export interface Warning {
  text: string;
  clause?: string;
  /**
   * Adjudicate asks the GM about this warning before it runs (record/setQuestions.ts):
   * 'when-used' when the message's set is among the orders used (a sender not registered for the
   * power, another turn named); 'when-later' when the power's orders used were sent before this
   * message (it takes back the power's orders and gives none).
   */
  asks?: 'when-used' | 'when-later';
  /** An attached file the reader could not open: its name (unreadAttachment.ts). */
  attachment?: string;
  /**
   * 'note': how the mail was read, shown on the mail but not counted on its row or chip (the
   * sending time standing in for the receipt time); absent: a warning (doubtSeverity.ts).
   */
  severity?: DoubtSeverity;
}

function powerWord(w: string, names: NameIndex, found: Set<PowerName>): void {
  if (w.length < 3) return;
  const p = names.power(w);
  // Words that are also provinces ("eng") are not read as powers in free text.
  if (p && (w.length > 3 || !names.exactMatch(w))) found.add(p);
}

/** A power named in free text: the full name or adjective as a word ("France", "french"). */
export function powerInText(text: string, names: NameIndex): PowerName | undefined {
  const found = new Set<PowerName>();
  for (const word of text.toLowerCase().match(/[\p{L}]+(?:[- ][\p{L}]+)?/gu) ?? []) {
    powerWord(word, names, found);
    // "Austria-Hungary", "great britain": each part as well as the whole.
    if (word.includes('-') || word.includes(' ')) for (const w of word.split(/[- ]/)) powerWord(w, names, found);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The subject's power, reading the forum habit `[game]: [power] [phase]` first. */
export function powerFromSubject(subject: string, names: NameIndex): PowerName | undefined {
  const s = subject.replace(/^\s*((re|fwd?|aw|wg|tr|vs)\s*:\s*)+/i, '');
  const habit = /^[^:]{1,60}:\s*([\p{L}-]+)/u.exec(s);
  if (habit) { const p = names.power(habit[1]!); if (p) return p; }
  return powerInText(s, names);
}

/** The power owning more than half the units the lines order, if any. */
function unitsPower(unitOwners: readonly PowerName[]): PowerName | undefined {
  if (!unitOwners.length) return undefined;
  const counts = new Map<PowerName, number>();
  for (const o of unitOwners) counts.set(o, (counts.get(o) ?? 0) + 1);
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return n * 2 > unitOwners.length ? best : undefined;
}

export interface PowerReading {
  power?: PowerName;
  source: PowerSource;
  warnings: Warning[];
  /**
   * Set when the orders are sent from another power's registered address: orders by proxy are
   * not permitted (000 D.II(3), 001 B.III(3)), so the set does not count, and the mail says why.
   */
  refused?: { reason: string; clause: string };
}

export function identifyPower(args: {
  headers?: MailHeaders;
  powerLine?: string;
  unitOwners: PowerName[];
  names: NameIndex;
  game?: GameInfo;
  rules: HouseRules;
}): PowerReading {
  const { headers, powerLine, unitOwners, names, game, rules } = args;
  const warnings: Warning[] = [];
  // One player may be registered for several powers (a stand-in playing two): every power the
  // address is registered for is the sender's own, and none of them is ordered by proxy.
  const mine = headers?.fromAddress
    ? (game?.players ?? []).filter((p) => p.addresses.some((a) => a.toLowerCase() === headers.fromAddress))
    : [];
  const ownPower = (p: PowerName | undefined) => p !== undefined && mine.some((r) => r.power === p);
  let power: PowerName | undefined;
  let source: PowerSource = 'none';
  if (powerLine) { power = powerInText(powerLine, names); if (power) source = 'power-line'; }
  if (!power && headers?.subject) { power = powerFromSubject(headers.subject, names); if (power) source = 'subject'; }
  const byUnits = unitsPower(unitOwners);
  // "Re: Austria to all" from Turkey's address ordering Turkey's units: a subject is a weaker
  // clue than the sender and the units together (a reply keeps the thread starter's subject).
  // Read as the sender's, and say so: the subject's power is never chosen against both.
  if (source === 'subject' && mine.length && !ownPower(power) && ownPower(byUnits)) {
    warnings.push({ text: `the subject names ${power}, but the sender's address and the units ordered are ${byUnits}'s: read as ${byUnits}'s orders` });
    power = byUnits; source = 'sender';
  }
  // The sender's power; of several registered to one address, the one whose units are ordered.
  if (!power && mine.length === 1) { power = mine[0]!.power; source = 'sender'; }
  if (!power && mine.length > 1 && ownPower(byUnits)) { power = byUnits; source = 'sender'; }
  if (!power && byUnits) { power = byUnits; source = 'units'; }
  const proxyClause = readingClause(rules, 'proxy');
  let refused: PowerReading['refused'];
  if (power && game?.players?.length && headers?.fromAddress) {
    if (!mine.length) {
      // A player's new address or someone else ordering for them: the GM decides. When the power
      // has a registered address and this is not it, Adjudicate asks before such a set is used; a
      // power the GM registered no address for is only told (asking for every such power each
      // turn would bury the real question under routine ones).
      const powerHasAddress = game.players.some((p) => p.power === power && p.addresses.length > 0);
      warnings.push(powerHasAddress
        ? { text: `${headers.fromAddress} is not registered for any power in this game`, clause: proxyClause, asks: 'when-used' }
        : { text: `${headers.fromAddress} is not registered for any power in this game`, clause: proxyClause });
    } else if (!ownPower(power)) {
      const owners = mine.map((r) => r.power).join(' and ');
      // 000 D.II(3), 001 B.III(3): "Orders submitted by proxy will not be permitted" — certain,
      // so the set does not count (a mail for the sender's other board lands here too).
      if (proxyClause && /^00[01] /.test(proxyClause)) {
        refused = { reason: `sent from ${owners}'s registered address but orders ${power}: orders by proxy are not permitted, so this set does not count`, clause: proxyClause };
        warnings.push({ text: refused.reason, clause: proxyClause });
      } else {
        warnings.push({ text: `sent from ${owners}'s address but orders ${power}: orders by proxy are not accepted`, clause: proxyClause });
      }
    }
  }
  if (headers && game?.gmAddress && rules.gmAddressRequired !== 'none') {
    const gm = game.gmAddress.toLowerCase();
    if (rules.gmAddressRequired === 'to-or-cc' && !headers.to.includes(gm) && !headers.cc.includes(gm)) {
      warnings.push({ text: `the GM's address ${gm} is not in To or Cc`, clause: '000 D.II(2)b' });
    } else if (rules.gmAddressRequired === 'to' && !headers.to.includes(gm)) {
      warnings.push({ text: headers.cc.includes(gm) ? `the GM's address ${gm} is in Cc, not To` : `the GM's address ${gm} is not in To`, clause: '001 B.III(2)a' });
    }
  }
  if (headers && game?.subjectPattern) {
    let pattern: RegExp | undefined;
    try { pattern = new RegExp(game.subjectPattern, 'i'); } catch { warnings.push({ text: `the game's subject pattern is not a valid regular expression` }); }
    if (pattern && !pattern.test(headers.subject ?? '')) {
      warnings.push({ text: `the subject "${headers.subject ?? ''}" does not follow the GM's required format`, clause: readingClause(rules, 'subject-format') });
    }
  }
  if (!power) warnings.push({ text: 'cannot tell which power these orders are for' });
  return refused ? { power, source, warnings, refused } : { power, source, warnings };
}
