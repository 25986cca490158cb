// How loud a doubt of the reader is: a warning the GM must weigh, or a note of how the mail was
// read that a careful GM expects and need not weigh.
//
// The count on a mail's row and on a power's chip is the GM's signal that something waits for a
// decision. When nearly every mail carried one (210 of the evenings' 211 mails with a warning had
// "no Received: header: the sending time (Date) stands in"), the count said nothing, and a real
// doubt was lost in it. A pasted mail never has Received: (the GM's server adds it to the stored
// copy, not to what a mail program shows); the seeds make the receipt time the set's time and let
// the sending time stand in (000 D.VII(1), 001 B.VIII(1)a), so Date: standing in is the ordinary
// case, said on the mail and not counted. A real doubt about the clock (no Date:, Date: and
// Received: disagreeing across the deadline or by a day, a phone's impossible date, equal times
// ranking two sets, a screen copy's time shown with no zone) stays a warning.
//
// Every kind of doubt the reader gives is decided, and the decisions are listed with their reason
// in test/fixtures/doubt-kinds.json; everyDoubt.test.tsx fails on a kind that is not listed or
// whose severity differs from the list.

export type DoubtSeverity = 'warning' | 'note';

/** A doubt's severity: a warning unless the reader marked it a note. */
export function severityOf(doubt: { severity?: DoubtSeverity }): DoubtSeverity {
  return doubt.severity ?? 'warning';
}

/** The doubts that are counted where the GM looks: the warnings, not the notes. */
export function countedDoubts<T extends { severity?: DoubtSeverity }>(doubts: readonly T[]): T[] {
  return doubts.filter((d) => d.severity !== 'note');
}
