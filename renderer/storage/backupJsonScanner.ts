// Reads an old single-JSON backup (Adjutant 0.1: `{ format, schemaVersion, exportedAt,
// appVersion, tables: { games: [...], records: [...], rawInputs: [...], meta: [...] } }`) as a
// stream of bytes, handing on each row of each table as its own bytes, so a backup of any size is
// read with memory bounded by one row and one chunk (issue 21: a valid 566 MB backup was refused
// because one JS string cannot hold it).
//
// Our own scanner over that known shape rather than a general streaming JSON library: it only has
// to find where each row starts and ends (strings, escapes and brackets), and the row itself is
// then parsed by the platform's JSON.parse, which is native and exact; a full tokenizer in JS
// would build every value of a half-gigabyte file token by token. Anything outside the shape
// (a top-level array, text after the document, a cut-off file) is an error naming the byte.

/** What the scanner hands on, in file order. */
export type ScanEvent =
  /** A top-level field other than `tables`, as its JSON bytes. */
  | { kind: 'field'; key: string; bytes: Uint8Array }
  /** `tables.<table>` is an array: its rows follow (none, if it is empty). */
  | { kind: 'array'; table: string }
  /** One element of `tables.<table>`, as its JSON bytes. */
  | { kind: 'row'; table: string; bytes: Uint8Array }
  /** `tables.<table>` when it is not an array (a damaged file), as its JSON bytes. */
  | { kind: 'table'; table: string; bytes: Uint8Array };

export class ScanError extends Error {
  constructor(message: string, readonly byte: number) { super(message); this.name = 'ScanError'; }
}

type Frame =
  | { kind: 'top' | 'tables'; state: 'key' | 'colon' | 'value' | 'comma' | 'first'; key: string }
  | { kind: 'rows'; state: 'value' | 'comma' | 'first'; table: string };

type Capture = { target: 'key' | 'field' | 'row' | 'table'; start: number; depth: number; inString: boolean; scalar: boolean };

const QUOTE = 0x22, BACKSLASH = 0x5c, OPEN_OBJ = 0x7b, CLOSE_OBJ = 0x7d, OPEN_ARR = 0x5b, CLOSE_ARR = 0x5d, COMMA = 0x2c, COLON = 0x3a;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

export class LegacyBackupScanner {
  private buf = new Uint8Array(0);
  /** File offset of buf[0]. */
  private base = 0;
  private pos = 0;
  private stack: Frame[] = [];
  private started = false;
  private done = false;
  private capture: Capture | null = null;
  private readonly decoder = new TextDecoder();

  /** `maxValueBytes`: the most one row or field may take (a crafted file cannot exhaust memory). */
  constructor(private readonly emit: (event: ScanEvent) => void, private readonly maxValueBytes: number) {}

  /** Bytes held between pushes: the row being read and what is left of the chunk. */
  get heldBytes(): number { return this.buf.length; }

  push(chunk: Uint8Array): void {
    const keepFrom = this.capture ? this.capture.start : this.pos;
    const rest = this.buf.subarray(keepFrom);
    const joined = new Uint8Array(rest.length + chunk.length);
    joined.set(rest);
    joined.set(chunk, rest.length);
    this.base += keepFrom;
    if (this.capture) this.capture.start -= keepFrom;
    this.pos -= keepFrom;
    this.buf = joined;
    this.run();
  }

  /** The file ended: it must have ended exactly where the document does. */
  end(): void {
    const at = this.base + this.buf.length;
    // A number at the very end of a file (not a backup anyway) has no delimiter after it.
    if (!this.done) throw new ScanError(`the document is not complete where the file ends (byte ${at})`, at);
  }

  private fail(what: string, at: number): never {
    throw new ScanError(`${what} at byte ${this.base + at}`, this.base + at);
  }

  private run(): void {
    const buf = this.buf;
    let i = this.pos;
    while (i < buf.length) {
      if (this.capture) {
        const next = this.scanCapture(i);
        if (next < 0) { i = buf.length; break; }
        i = next;
        continue;
      }
      const b = buf[i]!;
      if (isSpace(b)) { i++; continue; }
      if (this.done) this.fail('text after the end of the document', i);
      if (!this.started) {
        // A byte-order mark (an editor's), perhaps split over chunks.
        if (this.base + i === 0 && b === 0xef) {
          if (buf.length - i < 3) break;
          if (buf[i + 1] === 0xbb && buf[i + 2] === 0xbf) { i += 3; continue; }
        }
        if (b !== OPEN_OBJ) this.fail('a backup starts with "{"', i);
        this.started = true;
        this.stack.push({ kind: 'top', state: 'first', key: '' });
        i++;
        continue;
      }
      i = this.structure(b, i);
    }
    this.pos = i;
  }

  /** One structural byte outside any value being captured; returns where to go on. */
  private structure(b: number, i: number): number {
    const frame = this.stack[this.stack.length - 1]!;
    if (frame.kind === 'rows') {
      if (b === CLOSE_ARR && frame.state !== 'value') { this.close(); return i + 1; }
      if (frame.state === 'comma') {
        if (b !== COMMA) this.fail('expected "," or "]" between rows', i);
        frame.state = 'value';
        return i + 1;
      }
      if (b === CLOSE_OBJ || b === CLOSE_ARR || b === COMMA || b === COLON) this.fail('expected a row', i);
      this.begin('row', i);
      frame.state = 'comma';
      return i;
    }
    switch (frame.state) {
      case 'first':
      case 'key':
        if (b === CLOSE_OBJ && frame.state === 'first') { this.close(); return i + 1; }
        if (b !== QUOTE) this.fail('expected a key', i);
        this.begin('key', i);
        frame.state = 'colon';
        return i;
      case 'colon':
        if (b !== COLON) this.fail('expected ":"', i);
        frame.state = 'value';
        return i + 1;
      case 'comma':
        if (b === CLOSE_OBJ) { this.close(); return i + 1; }
        if (b !== COMMA) this.fail('expected "," or "}"', i);
        frame.state = 'key';
        return i + 1;
      case 'value':
        frame.state = 'comma';
        if (frame.kind === 'top' && frame.key === 'tables' && b === OPEN_OBJ) {
          this.stack.push({ kind: 'tables', state: 'first', key: '' });
          return i + 1;
        }
        if (frame.kind === 'tables' && b === OPEN_ARR) {
          this.stack.push({ kind: 'rows', state: 'first', table: frame.key });
          this.emit({ kind: 'array', table: frame.key });
          return i + 1;
        }
        if (b === CLOSE_OBJ || b === CLOSE_ARR || b === COMMA || b === COLON) this.fail('expected a value', i);
        this.begin(frame.kind === 'top' ? 'field' : 'table', i);
        return i;
    }
  }

  private close(): void {
    this.stack.pop();
    if (this.stack.length === 0) this.done = true;
  }

  private begin(target: Capture['target'], i: number): void {
    const b = this.buf[i]!;
    const container = b === OPEN_OBJ || b === OPEN_ARR;
    this.capture = { target, start: i, depth: 0, inString: false, scalar: !container && b !== QUOTE };
  }

  /**
   * Goes on with the value being captured from `i`; returns where the value ended (the capture is
   * handed on), or -1 when the buffer ran out first.
   */
  private scanCapture(i: number): number {
    const c = this.capture!;
    const buf = this.buf;
    while (i < buf.length) {
      if (c.inString) {
        // The next quote not escaped by an odd run of backslashes ends the string.
        const q = buf.indexOf(QUOTE, i);
        if (q < 0) { i = buf.length; break; }
        let slashes = 0;
        for (let k = q - 1; k >= c.start && buf[k] === BACKSLASH; k--) slashes++;
        i = q + 1;
        if (slashes % 2 === 1) continue;
        c.inString = false;
        if (c.depth === 0 && !c.scalar) return this.finish(i);
        continue;
      }
      const b = buf[i]!;
      if (c.scalar) {
        if (isSpace(b) || b === COMMA || b === CLOSE_OBJ || b === CLOSE_ARR || b === COLON) return this.finish(i);
        if (b === QUOTE || b === OPEN_OBJ || b === OPEN_ARR) this.fail('unexpected character in a value', i);
        i++;
        continue;
      }
      if (b === QUOTE) { c.inString = true; i++; continue; }
      if (b === OPEN_OBJ || b === OPEN_ARR) c.depth++;
      else if (b === CLOSE_OBJ || b === CLOSE_ARR) {
        c.depth--;
        if (c.depth === 0) return this.finish(i + 1);
        if (c.depth < 0) this.fail('unbalanced brackets', i);
      }
      i++;
    }
    if (i - c.start > this.maxValueBytes) this.fail(`a value over ${Math.round(this.maxValueBytes / 2 ** 20)} MB`, c.start);
    return -1;
  }

  /** The captured value runs from its start to `end` (exclusive): hand it on. */
  private finish(end: number): number {
    const c = this.capture!;
    this.capture = null;
    if (end - c.start > this.maxValueBytes) this.fail(`a value over ${Math.round(this.maxValueBytes / 2 ** 20)} MB`, c.start);
    const bytes = this.buf.slice(c.start, end);
    const frame = this.stack[this.stack.length - 1]!;
    if (c.target === 'key') {
      let key: unknown;
      try { key = JSON.parse(this.decoder.decode(bytes)); } catch { this.fail('a key that is not a JSON string', c.start); }
      (frame as { key: string }).key = key as string;
    } else if (c.target === 'row') {
      this.emit({ kind: 'row', table: (frame as { table: string }).table, bytes });
    } else if (c.target === 'table') {
      this.emit({ kind: 'table', table: (frame as { key: string }).key, bytes });
    } else {
      this.emit({ kind: 'field', key: (frame as { key: string }).key, bytes });
    }
    return end;
  }
}
