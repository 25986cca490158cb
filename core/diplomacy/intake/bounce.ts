// A delivery failure ("bounce") forwarded by the player: "my orders went to your old address and
// bounced, here they are". The bounce is written by a mail system (MAILER-DAEMON, postmaster,
// "Mail Delivery Subsystem"), not by another person, and the mail it carries is the player's
// own, with its own From: line. Before, the bounce's sender was taken for the author of all of it
// ("forwards a mail from Mail Delivery Subsystem, who is not the sender"), and the player's
// orders were not read (unseen-mail trial 1107, evenings 13 and 15). Now the bounce is passed
// through: the mail inside it is judged by its own sender, as any forwarded mail is.

/** Senders that are mail systems, never a person who could write orders. */
const MAIL_SYSTEM = /\b(?:mailer-daemon|postmaster)@|^\s*"?(?:mail delivery (?:subsystem|system)|mail administrator|microsoft outlook)"?\s*</i;

/** True when a forwarded mail's From: is a mail system reporting a delivery failure. */
export function isMailSystem(from: string | undefined): boolean {
  return from !== undefined && MAIL_SYSTEM.test(from);
}
