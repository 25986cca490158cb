// Discord refuses messages over 2,000 characters. A long results post is split on line
// boundaries; a split inside a ``` block closes the block at the end of one message and reopens
// it (with the same opening line) at the start of the next, so every message renders on its own.
// A single line longer than a message is cut into pieces (never between the two halves of a
// surrogate pair).

export const DISCORD_LIMIT = 2000;
const CLOSE = '```';

function isFence(line: string): boolean { return line.startsWith('```'); }

function cutLine(line: string, size: number): string[] {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > size) {
    let at = size;
    const code = rest.charCodeAt(at - 1);
    if (code >= 0xd800 && code <= 0xdbff) at--; // keep a surrogate pair together
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  pieces.push(rest);
  return pieces;
}

export function splitForDiscord(text: string, limit = DISCORD_LIMIT): string[] {
  const parts: string[] = [];
  let current: string[] = [];
  let length = 0;
  let fence: string | null = null; // the opening line of the code block we are inside
  const flush = () => {
    if (!current.length) return;
    if (fence !== null) current.push(CLOSE);
    parts.push(current.join('\n'));
    current = fence !== null ? [fence] : [];
    length = fence !== null ? fence.length : 0;
  };
  const lines = text.replace(/\n$/, '').split('\n');
  for (const line of lines) {
    const fenceLine = isFence(line);
    // Room a piece may take in a message that opens and closes a code block around it.
    const room = Math.max(1, limit - (fence !== null ? fence.length + 1 + CLOSE.length + 1 : 0));
    const pieces = fenceLine || line.length <= room ? [line] : cutLine(line, room);
    for (const piece of pieces) {
      const after = fenceLine ? (fence === null ? piece : null) : fence;
      const cost = length + (current.length ? 1 : 0) + piece.length + (after !== null ? CLOSE.length + 1 : 0);
      const onlyReopened = fence !== null && current.length === 1 && current[0] === fence;
      if (cost > limit && current.length && !onlyReopened) flush();
      if (fenceLine && fence !== null && current.length === 1 && current[0] === fence) {
        // The block closes right at the start of a new message: drop the reopening instead.
        current = []; length = 0; fence = null; continue;
      }
      length += (current.length ? 1 : 0) + piece.length;
      current.push(piece);
      if (fenceLine) fence = fence === null ? piece : null;
    }
  }
  if (current.length) {
    if (fence !== null) current.push(CLOSE);
    parts.push(current.join('\n'));
  }
  return parts;
}
