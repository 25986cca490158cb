// The doubts about a power's orders that Adjudicate asks the GM before it runs, beyond NMR and
// sets the times cannot rank: the reader marks a warning with `asks` when it cannot tell whether
// the set should count (intake/power.ts Warning). A careful GM reading a whole evening would stop
// at each of these; adjudicating without a word would be silent:
//   - 'when-used': the set used comes from an address not registered for any power (a new
//     address, or someone ordering for the player: 000 D.II(3), 001 B.III(3) forbid proxies), or
//     from a mail naming another turn than the board's (last turn's orders sent again);
//   - 'when-later': a mail with no orders takes back the power's orders ("please disregard my
//     orders for now"), and the set still used was sent before it (000 D.III(3): the last set
//     submitted counts, and this mail submitted none);
//   - a set used that was sent before this phase opened (the last phase's deadline, or its commit
//     if earlier): its writer could not have seen the results it answers, so it is most likely an
//     earlier turn's mail pasted again, or a sender's clock far off (000 D.III(3): the orders
//     submitted for this turn count).
import type { PowerName } from '../types';
import type { SetUse } from '../turnOrders';
import type { IntakeResult } from '../intake/index';

export interface SetQuestion {
  power: PowerName;
  /** The raw input the doubt is on. */
  mail: string;
  /** The question as the GM reads it in the strip and in Adjudicate's dialog. */
  text: string;
}

const timeOf = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/**
 * The questions for one phase. `mails` are the counted inputs, oldest paste first, with the names
 * the GM knows them by; `readings` their readings as the turn sees them; `sets` core's SetUse list.
 */
export function setQuestions(mails: readonly { id: string; sourceName: string }[], readings: Readonly<Record<string, IntakeResult>>, sets: readonly SetUse[], opened: number | null = null): SetQuestion[] {
  const out: SetQuestion[] = [];
  const name = new Map(mails.map((m) => [m.id, m.sourceName]));
  // A paste of a whole evening is one mail of many messages: "from evening, but evening came
  // after" would name nothing, so a message of such a paste is named by its number as well.
  const where = (mail: string, message: number) => {
    const several = (readings[mail]?.messages.length ?? 0) > 1;
    return `${name.get(mail) ?? mail}${several ? ` (message ${message + 1})` : ''}`;
  };
  for (const use of sets) {
    if (!use.used || !name.has(use.mail)) continue;
    const message = readings[use.mail]?.messages[use.message];
    for (const w of message?.warnings ?? []) {
      if (w.asks !== 'when-used') continue;
      out.push({ power: use.power, mail: use.mail, text: `${use.power}'s orders used come from ${where(use.mail, use.message)}: ${w.text.replace(/[.;:\s]+$/, '')}${w.clause ? ` (${w.clause})` : ''}. Use them?` });
    }
  }
  if (opened !== null) {
    for (const use of sets) {
      if (!use.used || !name.has(use.mail) || use.clock?.ms === undefined || use.clock.ms >= opened) continue;
      const sent = new Date(use.clock.ms).toISOString().replace('.000Z', 'Z');
      out.push({ power: use.power, mail: use.mail, text: `${use.power}'s orders used come from ${where(use.mail, use.message)}, ${use.clock.source === 'received' ? 'received' : 'dated'} ${sent}: before this phase opened (${new Date(opened).toISOString().replace('.000Z', 'Z')}), so before the results they answer; an earlier turn's mail? Use them?` });
    }
  }
  for (const mail of mails) {
    for (const message of readings[mail.id]?.messages ?? []) {
      const power = message.power;
      if (!power) continue;
      for (const w of message.warnings) {
        if (w.asks !== 'when-later') continue;
        const at = timeOf(message.time);
        // The power's sets still used that were sent before this mail, or that no time can place.
        const earlier = sets.filter((u) => u.used && u.power === power && !(u.mail === mail.id && u.message === message.index) && (at === undefined || u.clock?.ms === undefined || u.clock.ms <= at));
        if (!earlier.length) continue;
        out.push({ power, mail: mail.id, text: `${power}'s orders used come from ${earlier.map((u) => where(u.mail, u.message)).join(', ')}, but ${where(mail.id, message.index)} came after: ${w.text.replace(/: look before adjudicating that set$/, '')}. Use them, or NMR ${power}?` });
      }
    }
  }
  return out;
}
