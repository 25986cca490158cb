// A forward marker with the forwarded mail's header fields on the same line, as Yahoo Mail writes
// the plain-text part of a forward: "   ----- Message transféré ----- De : Marie <marie@…>À : gm@…
// <gm@…>Envoyé : samedi 28 novembre 2026 à 21:58:12 UTC+1Objet : France P1901". The fields run
// together with no space between a value and the next field's name. Read as a marker alone it was
// no marker at all: the player's own forwarded orders were read, but not as forwarded, so the set
// was not noted as the player's forward (000 D.III(3)a; corpus 1605 and 1649, issue 13).
//
// The sender is what matters (is it the player's own mail?): it is the value of the first field
// that names the sender, up to its address's ">" or the next field's name.

/** The titles between dashes, as Yahoo writes them in the five languages. */
const MARKER = /^\s*-{3,}\s*(?:forwarded message|message transf[ée]r[ée]|weitergeleitete nachricht|mensaje reenviado|messaggio inoltrato)\s*-{3,}[ \t\u00a0]*(\S.*)$/iu;
/** The field names of a forward's header, each with its colon (French with a space before it). */
const FIELD = /(from|de|von|da|to|à|an|para|a|sent|envoyé|gesendet|enviado|inviato|date|datum|fecha|data|subject|objet|betreff|asunto|oggetto)[ \u00a0]?:[ \u00a0]*/giu;
const FROM = new Set(['from', 'de', 'von', 'da']);
const DATE = new Set(['sent', 'envoyé', 'gesendet', 'enviado', 'inviato', 'date', 'datum', 'fecha', 'data']);
const SUBJECT = new Set(['subject', 'objet', 'betreff', 'asunto', 'oggetto']);

export interface InlineForwardHeader { from?: string; date?: string; subject?: string }

/**
 * The fields of a forward marker that carries them on its own line, or undefined when the line is
 * not one (a marker alone is clientShapes.ts's). The rest of the line must begin with a sender
 * field: a title between dashes followed by any other words is not a forward's header.
 */
export function inlineForwardHeader(text: string): InlineForwardHeader | undefined {
  // (A dash first and a colon somewhere: most lines turn away here.)
  const first = text.trimStart();
  if (first.charCodeAt(0) !== 45 || !text.includes(':')) return undefined;
  const m = MARKER.exec(text);
  if (!m) return undefined;
  const rest = m[1]!;
  const fields: { name: string; at: number; valueAt: number }[] = [];
  FIELD.lastIndex = 0;
  for (let f = FIELD.exec(rest); f; f = FIELD.exec(rest)) {
    const name = f[1]!.toLowerCase();
    // A field's name starts the rest, or follows the previous value with no space (Yahoo runs
    // them together: "…>À : gm@…", "…UTC+1Objet :"); never in the middle of a word ("Brasilia:").
    if (f.index > 0 && /\p{Ll}/u.test(rest[f.index - 1]!)) continue;
    fields.push({ name, at: f.index, valueAt: f.index + f[0].length });
  }
  if (!fields.length || fields[0]!.at !== 0 || !FROM.has(fields[0]!.name)) return undefined;
  const out: InlineForwardHeader = {};
  fields.forEach((f, k) => {
    const end = k + 1 < fields.length ? fields[k + 1]!.at : rest.length;
    let value = rest.slice(f.valueAt, end).trim();
    if (FROM.has(f.name) && out.from === undefined) {
      // The sender ends at its address: "Marie Laurent <marie@example.fr>".
      const close = value.indexOf('>');
      if (close >= 0) value = value.slice(0, close + 1);
      out.from = value;
    } else if (DATE.has(f.name) && out.date === undefined) out.date = value;
    else if (SUBJECT.has(f.name) && out.subject === undefined) out.subject = value;
  });
  return out.from ? out : undefined;
}
