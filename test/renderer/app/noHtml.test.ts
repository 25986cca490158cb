// User text (game names, pasted mail) is never rendered as HTML: no component may use
// dangerouslySetInnerHTML or assign innerHTML / outerHTML / insertAdjacentHTML.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob('../../../renderer/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const htmlSinks = /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(/;

export function htmlSinksIn(files: Record<string, string>): string[] {
  return Object.entries(files).filter(([, text]) => htmlSinks.test(text)).map(([path]) => path);
}

describe('no HTML sinks in the renderer', () => {
  it('scans the renderer sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    expect(htmlSinksIn(sources)).toEqual([]);
  });
  it('would catch a planted sink', () => {
    expect(htmlSinksIn({ 'bad.tsx': '<div dangerouslySetInnerHTML={{ __html: name }} />' })).toEqual(['bad.tsx']);
    expect(htmlSinksIn({ 'bad.ts': 'el.innerHTML = mail;' })).toEqual(['bad.ts']);
  });
});
