// Who wrote a line of a chat copied into a mail: the sender, or someone else. A chat names its
// speaker by the name they chose there (WhatsApp and Teams: the display name, "Marie Dupont";
// IRC: a nickname, "marie", "KarlW", "mdupont"), never by the mail address. A careful GM takes a
// name for the sender's when it is the From: display name, its first word, the address's local
// part, or a nickname made of the first name and the surname's initial or the first initial and
// the surname; any other speaker's lines were not sent to the GM by them (000 D.II(3)).

/** The display name of a From: value ("Marie Dupont <marie@…>" → "marie dupont"), lower case. */
function displayName(from: string | undefined): string | undefined {
  const name = from?.replace(/<[^>]*>/, '').replace(/["']/g, '').trim().toLowerCase();
  return name && !name.includes('@') ? name : undefined;
}

const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A test of a chat's speaker name against the mail's sender, or undefined when the mail names no
 * sender to compare with (then a chat copy is read as before).
 */
export function senderTest(from: string | undefined, fromAddress?: string): ((speaker: string) => boolean) | undefined {
  const name = displayName(from);
  const local = fromAddress?.split('@')[0];
  if (!name && !local) return undefined;
  const words = (name ?? '').split(/\s+/).filter(Boolean).map(letters).filter(Boolean);
  const forms = new Set<string>();
  if (words.length) {
    forms.add(words.join('')); forms.add(words[0]!);
    if (words.length > 1) {
      const last = words[words.length - 1]!;
      forms.add(words[0]! + last[0]); forms.add(words[0]![0] + last); forms.add(words[0]! + last);
    }
  }
  if (local && letters(local).length >= 3) forms.add(letters(local));
  return (speaker) => forms.has(letters(speaker));
}

/** Why another speaker's line of a chat copy is not read: it is theirs, not the sender's. */
export const othersChatLine = (speaker: string) => `a chat line of ${speaker}'s, not the sender's: not read as orders (000 D.II(3))`;
