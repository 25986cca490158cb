// An attached file the reader cannot open (a Word document, a PDF, a picture): players put their
// orders in them ("orders attached"), and a mail whose orders are only there gave none. Before,
// the attachment's encoded lines were skipped as "part (not read)" and nothing else was said: a
// power whose newest mail was "Revised orders attached" kept its older set in the strip, marked
// complete, and was adjudicated on it (unseen-mail trial, evening 13). The mail now says which
// file was not read, so the GM can open it; when the mail gives no order of its own, the note
// asks before an earlier set of the power is used (record/setQuestions.ts, 'when-later': 000
// D.III(3), the last set submitted counts, and that set is in the file).
import type { Warning } from './power';

/**
 * Parts that are never anyone's orders, or are read elsewhere: signatures of the mail itself
 * (S/MIME, PGP), contact cards and calendar invitations (text the reader must not take for
 * orders: corpus 1138 and 722), and message/* parts (an attached mail is read as a message of
 * its own by mailSplit.ts; a delivery report's status is no mail).
 */
const NEVER_ORDERS = /^(?:application\/(?:x-)?pkcs7-signature|application\/pgp-(?:signature|keys|encrypted)|message\/.*|text\/(?:rfc822-headers|calendar|x?-?vcard|directory))$/i;

/** What the file is, in a GM's words. */
function kindOf(type: string, name: string | undefined): string {
  const n = (name ?? '').toLowerCase();
  if (/wordprocessingml|msword|opendocument\.text/i.test(type) || /\.(docx?|odt|rtf|pages)$/.test(n)) return 'a word-processor document';
  if (/spreadsheetml|ms-excel|opendocument\.spreadsheet/i.test(type) || /\.(xlsx?|ods|numbers|csv)$/.test(n)) return 'a spreadsheet';
  if (/pdf/i.test(type) || n.endsWith('.pdf')) return 'a PDF';
  if (/^image\//i.test(type)) return 'a picture';
  if (/ms-tnef/i.test(type) || n === 'winmail.dat') return "Outlook's rich-text copy of the mail";
  return `a ${type} file`;
}

/**
 * The note for one part the reader skipped, or none when the part cannot hold orders or is not a
 * file the player attached (an HTML twin, a logo inside the HTML of a multipart/related).
 */
export function unreadAttachmentWarning(type: string, name: string | undefined, attached: boolean, within: string | undefined): Warning | undefined {
  if (NEVER_ORDERS.test(type) || /^text\/(?:plain|html)$/i.test(type) || /^multipart\//i.test(type)) return undefined;
  if (!attached && (!name || within === 'multipart/related')) return undefined;
  const file = name ? `"${name}"` : 'a file';
  return { text: `attaches ${file} (${kindOf(type, name)}), which the reader cannot open: if it holds orders, open it and type them in`, attachment: name ?? type };
}

/**
 * A mail whose only orders may be in an unread file takes the place of the power's earlier set
 * as much as a set would: Adjudicate asks before the earlier set is used (000 D.III(3)).
 */
export function askWhenNoOrders(warnings: readonly Warning[]): Warning[] {
  return warnings.map((w) => (w.attachment === undefined || w.asks ? w : { ...w, asks: 'when-later', text: `${w.text}: the orders of this mail may be in it` }));
}
