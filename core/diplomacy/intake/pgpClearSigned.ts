// A PGP clear-signed mail (RFC 4880 section 7): the text stands between an armour line and the
// signature block, and every line of it that began with "-" was dash-escaped by prefixing "- "
// ("- F Lon - Nth" is sent as "- - F Lon - Nth"). A careful GM reads the text as written before
// the escape. Before, the escaped bullets read as broken orders (two ambiguous, one not read at
// all: unseen-mail trial 1131), and the armour and the signature's base64 as lines of the mail.
import type { BodyLine } from './mime';

const BEGIN = '-----BEGIN PGP SIGNED MESSAGE-----';
const SIGNATURE = '-----BEGIN PGP SIGNATURE-----';
const END = '-----END PGP SIGNATURE-----';

/** The armour line that opens a signed message (its "-----BEGIN" asked first: a trimmed copy of every line cost more). */
function isArmour(l: BodyLine): boolean {
  return !l.skip && l.text.includes(BEGIN) && l.text.trim() === BEGIN;
}

/** Reads the clear-signed text of `lines` in place: escapes undone, armour and signature skipped. */
export function readClearSigned(lines: BodyLine[]): void {
  let i = lines.findIndex(isArmour);
  while (i >= 0) {
    lines[i]!.skip = 'PGP signed-message armour';
    let k = i + 1;
    // The armour headers ("Hash: SHA256") up to the blank line that ends them.
    for (; k < lines.length && !lines[k]!.skip && lines[k]!.text.trim() !== ''; k++) lines[k]!.skip = 'PGP armour header';
    for (; k < lines.length && lines[k]!.text.trim() !== SIGNATURE; k++) {
      const l = lines[k]!;
      if (!l.skip && l.text.startsWith('- ')) { l.text = l.text.slice(2); l.decoded = true; }
    }
    for (; k < lines.length; k++) {
      lines[k]!.skip = 'PGP signature';
      if (lines[k]!.text.trim() === END) break;
    }
    const next = lines.slice(k + 1).findIndex(isArmour);
    i = next < 0 ? -1 : k + 1 + next;
  }
}
