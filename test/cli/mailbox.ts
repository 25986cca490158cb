// A generated mailbox for the tests and the benchmark of `adjutant parse` at scale (issue 13 item 6):
// mails back to back as an mbox export lists them, each from one of three powers.

export const MAILBOX_POWERS: [string, string, string[]][] = [
  ['France', 'marie@example.fr', ['A Par - Bur', 'A Mar - Spa', 'F Bre - Mao']],
  ['England', 'tom@example.co.uk', ['F Lon - Nth', 'F Edi - Nwg', 'A Lvp - Yor']],
  ['Germany', 'karl@example.de', ['A Ber - Kie', 'A Mun - Ruh', 'F Kie - Den']],
];

/** `count` mails back to back, each 11 lines, cycling through three powers. */
export function mailbox(count: number): string {
  const mails: string[] = [];
  for (let i = 0; i < count; i++) {
    const [power, address, orders] = MAILBOX_POWERS[i % MAILBOX_POWERS.length]!;
    mails.push([
      `From: ${power} player <${address}>`, 'To: gm@dipgame.example',
      `Date: Mon, 03 Mar 2025 ${String(10 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00 +0000`,
      `Subject: dipgame: ${power} S1901M (${i})`, '', 'Orders:', ...orders, '', 'Thanks', '',
    ].join('\n'));
  }
  return mails.join('');
}

/** A mailbox of about this many bytes, and its number of mails. */
export function mailboxOfSize(bytes: number): { text: string; mails: number } {
  const mails = Math.ceil(bytes / (mailbox(MAILBOX_POWERS.length).length / MAILBOX_POWERS.length));
  return { text: mailbox(mails), mails };
}
