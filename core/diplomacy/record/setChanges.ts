// What a GM's action changed in the orders each power will be adjudicated with. Pasting a mail,
// opening a file, setting a mail aside or counting it again, editing a line or saying in which
// order sets were sent can each change which set a power's orders come from: a later mail
// replaces an earlier one (000 D.III(3)), and setting it aside brings the earlier one back. The
// strip only shows a state, and a power that was complete stays complete with other orders; so
// every such change is said in words where the GM looks, naming the mails, never silently.
import type { IntakeResult } from '../intake/index';
import type { PowerName } from '../types';
import { CARRIED, messageName, type MailInput, type PhaseInbox, type PowerStatus } from './inbox';

/** The sets a power's orders come from (their keys, in sending order) and the orders, as text. */
function sourceOf(inbox: PhaseInbox, power: PowerName): { keys: string[]; orders: string } {
  return {
    keys: inbox.sets.filter((u) => u.used && u.power === power).map((u) => u.key),
    orders: JSON.stringify(inbox.statuses.find((s) => s.power === power)?.orders ?? []),
  };
}

/** What the GM knows a set by: the mail's sender and subject (or its name), or the carried conditional orders. */
function setName(key: string, mails: readonly MailInput[], readings: Readonly<Record<string, IntakeResult>>): string {
  const cut = key.lastIndexOf('#');
  const id = key.slice(0, cut), message = Number(key.slice(cut + 1));
  if (id === CARRIED) return 'the conditional orders carried from the movement mail';
  const input = mails.find((m) => m.id === id);
  const reading = readings[id];
  const m = reading?.messages[message];
  if (!input) return 'a mail no longer here';
  return m ? messageName(input, m, (reading?.messages.length ?? 0) > 1) : input.sourceName;
}

const names = (keys: readonly string[], mails: readonly MailInput[], readings: Readonly<Record<string, IntakeResult>>) =>
  keys.map((k) => setName(k, mails, readings)).join(' and ');

/** Where a power with no set now stands, in the strip's words. */
const standing = (s: PowerStatus | undefined) => s?.state === 'look' ? `it needs a look (${s.look})` : 'it is NMR unless its orders come';

/**
 * One sentence per power whose orders changed from `before` to `after` (the same phase's inbox
 * before and after an action): where they come from now, and where they came from. Mails are
 * named from `after`'s mails, and from `before`'s for a set whose mail is gone (replaced by an edit).
 */
export function setChanges(before: PhaseInbox, after: PhaseInbox, mails: { before: readonly MailInput[]; after: readonly MailInput[] }): string[] {
  const out: string[] = [];
  for (const status of after.statuses) {
    const power = status.power;
    const was = sourceOf(before, power), now = sourceOf(after, power);
    if (was.orders === now.orders && was.keys.join() === now.keys.join()) continue;
    const nowName = names(now.keys, mails.after, after.readings);
    const wasName = (keys: readonly string[]) => names(keys, [...mails.after, ...mails.before], { ...before.readings, ...after.readings });
    // Under the merge rule (000 D.III(3)b) several sets give orders: name only the sets that left.
    const left = was.keys.filter((k) => !now.keys.includes(k));
    if (now.keys.length === 0 && was.keys.length === 0) continue;
    if (now.keys.length === 0) out.push(`${power}: no set is used now (it came from ${wasName(was.keys)}); ${standing(status)}.`);
    else if (was.keys.length === 0) out.push(`${power}: orders now from ${nowName}.`);
    else if (was.keys.join() === now.keys.join()) out.push(`${power}: the orders from ${nowName} changed.`);
    else if (was.orders === now.orders) out.push(`${power}: orders unchanged, now taken from ${nowName} (the same orders as ${wasName(was.keys)}).`);
    else if (left.length === 0) out.push(`${power}: orders now from ${nowName}.`);
    else if (left.length < was.keys.length && now.keys.every((k) => was.keys.includes(k))) out.push(`${power}: ${wasName(left)} no longer used; orders now from ${nowName}.`);
    else out.push(`${power}: orders now from ${nowName}, no longer from ${wasName(left)}.`);
  }
  return out;
}
