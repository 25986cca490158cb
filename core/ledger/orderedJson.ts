// A JSON reader and writer that keep what JSON.parse/stringify lose: object key order (JS puts
// integer-like keys such as seed 003's "8", "24", "13" first in ascending order) and the exact
// spelling of numbers. The writer reproduces Python's `json.dumps` defaults (", " and ": "
// separators, non-ASCII written as \uXXXX), the style seed 003 was exported in, so an unchanged
// ruleset exports byte for byte.

export type JsonNumber = { kind: 'number'; raw: string };
export type JsonObject = { kind: 'object'; entries: Array<[string, JsonValue]> };
export type JsonValue = null | boolean | string | JsonNumber | JsonObject | JsonValue[];

export class JsonSyntaxError extends Error {}

export function parseOrderedJson(source: string): JsonValue {
  let i = 0;
  const fail = (what: string): never => {
    const line = source.slice(0, i).split('\n').length;
    throw new JsonSyntaxError(`JSON: ${what} at line ${line} (offset ${i})`);
  };
  const skip = () => { while (i < source.length && ' \t\r\n'.includes(source[i]!)) i++; };
  const value = (depth: number): JsonValue => {
    if (depth > 500) fail('nesting too deep');
    skip();
    const c = source[i];
    if (c === '{') {
      i++;
      const entries: Array<[string, JsonValue]> = [];
      skip();
      if (source[i] === '}') { i++; return { kind: 'object', entries }; }
      for (;;) {
        skip();
        if (source[i] !== '"') fail('expected a key');
        const key = string();
        skip();
        if (source[i] !== ':') fail('expected ":"');
        i++;
        entries.push([key, value(depth + 1)]);
        skip();
        if (source[i] === ',') { i++; continue; }
        if (source[i] === '}') { i++; return { kind: 'object', entries }; }
        fail('expected "," or "}"');
      }
    }
    if (c === '[') {
      i++;
      const items: JsonValue[] = [];
      skip();
      if (source[i] === ']') { i++; return items; }
      for (;;) {
        items.push(value(depth + 1));
        skip();
        if (source[i] === ',') { i++; continue; }
        if (source[i] === ']') { i++; return items; }
        fail('expected "," or "]"');
      }
    }
    if (c === '"') return string();
    if (source.startsWith('true', i)) { i += 4; return true; }
    if (source.startsWith('false', i)) { i += 5; return false; }
    if (source.startsWith('null', i)) { i += 4; return null; }
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(i, i + 400));
    if (!m) return fail('unexpected character');
    i += m[0].length;
    return { kind: 'number', raw: m[0] };
  };
  const string = (): string => {
    i++; // opening quote
    let out = '';
    for (;;) {
      if (i >= source.length) fail('unterminated string');
      const c = source[i]!;
      if (c === '"') { i++; return out; }
      if (c === '\\') {
        const e = source[i + 1];
        const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && e in simple) { out += simple[e]; i += 2; continue; }
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
          i += 6;
          continue;
        }
        fail('bad escape');
      }
      if (c < ' ') fail('control character in string');
      out += c;
      i++;
    }
  };
  const result = value(0);
  skip();
  if (i !== source.length) fail('trailing text');
  return result;
}

/** A string as Python's json.dumps writes it with ensure_ascii (the default). */
export function pythonJsonString(s: string): string {
  let out = '"';
  for (let k = 0; k < s.length; k++) {
    const c = s[k]!;
    const code = s.charCodeAt(k);
    if (c === '"') out += '\\"';
    else if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c === '\b') out += '\\b';
    else if (c === '\f') out += '\\f';
    // Everything outside printable ASCII, UTF-16 code unit by code unit (so astral characters
    // come out as a surrogate pair, as Python writes them).
    else if (code < 0x20 || code > 0x7e) out += '\\u' + code.toString(16).padStart(4, '0');
    else out += c;
  }
  return out + '"';
}

export function stringifyPythonStyle(v: JsonValue): string {
  if (v === null) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'string') return pythonJsonString(v);
  if (Array.isArray(v)) return '[' + v.map(stringifyPythonStyle).join(', ') + ']';
  if (v.kind === 'number') return v.raw;
  return '{' + v.entries.map(([k, x]) => pythonJsonString(k) + ': ' + stringifyPythonStyle(x)).join(', ') + '}';
}

export function objectEntry(o: JsonObject, key: string): JsonValue | undefined {
  return o.entries.find(([k]) => k === key)?.[1];
}

export function isJsonObject(v: JsonValue | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && v.kind === 'object';
}
