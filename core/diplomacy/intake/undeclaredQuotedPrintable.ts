// Quoted-printable that the mail does not declare: a list server or a web archive re-encodes the
// body ("A Par =E2=80=93 Bur=20", "=3D=3D=3D", "M=FCnchen") and leaves the part labelled 7bit or
// 8bit, or a GM pastes the raw body of an archive page with no MIME headers at all. A careful GM
// reads "A Par – Bur" in it (001 B.IV(1): orders are read as written, and this is how they were
// written before the server's encoding); the reader left every such line flagged, and the power
// needed a look (corpus 1049, 1350-1352, issue 13).
//
// Decoding text that is not quoted-printable would change what the player wrote, so the shape
// must be beyond doubt: the text is 7-bit, every "=" in it starts an escape of two upper-case hex
// digits or ends its line (a soft break), there are at least two escapes, and the escaped bytes
// read in the part's charset (UTF-8 when it names none). Chat with "=" in it ("=OK", "2=2", "=)")
// never has that shape (corpus 1353). The mail says the text was decoded, so the GM can look.
import type { Warning } from './power';
import { utf8OrUndefined } from './textCodec';

const ESCAPE = /=([0-9A-F]{2})/g;
/** An "=" that is neither an escape nor a soft break at the end of the line. */
const LONE_EQUALS = /=(?![0-9A-F]{2}|[ \t]*$)/;

/** True when the lines are quoted-printable beyond doubt (see above). `charset`: the part's label, if any. */
export function looksQuotedPrintable(lines: readonly string[], charset: string | undefined): boolean {
  let escapes = 0;
  for (const line of lines) {
    if (!line.includes('=')) continue;
    if (/[^\x00-\x7f]/.test(line) || LONE_EQUALS.test(line)) return false;
    ESCAPE.lastIndex = 0;
    while (ESCAPE.exec(line)) escapes++;
  }
  if (escapes < 2) return false;
  // In UTF-8 (or no label) the decoded bytes must be UTF-8; a single-byte charset reads any byte.
  if (charset && !/^\s*(?:utf-?8|us-ascii|ascii)\s*$/i.test(charset)) return true;
  return utf8OrUndefined(decoded(lines)) !== undefined;
}

/** The lines' bytes once decoded: each escape one byte, a soft break nothing, a line end a newline. */
function decoded(lines: readonly string[]): Uint8Array {
  const out: number[] = [];
  for (const line of lines) {
    const soft = /=[ \t]*$/.exec(line);
    const text = soft ? line.slice(0, soft.index) : line;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '=') { out.push(parseInt(text.slice(i + 1, i + 3), 16)); i += 2; } else out.push(text.charCodeAt(i));
    }
    if (!soft) out.push(10);
  }
  return new Uint8Array(out);
}

export function undeclaredNote(declared: string | undefined): Warning {
  return {
    text: `the text is quoted-printable ("=E2=80=93", "=20" …) though the mail ${declared ? `says "${declared}"` : 'does not say so'}: decoded and read; check the orders against the original mail`,
  };
}
