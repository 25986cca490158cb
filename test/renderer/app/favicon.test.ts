// The page names its icon inline (issue 14): a browser that finds no <link rel="icon"> asks the
// server for /favicon.ico, which the app does not ship, and logs a 404 on every load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the app icon', () => {
  it('is a data: link in index.html, allowed by the page\'s img-src, so favicon.ico is never requested', () => {
    const html = readFileSync(join(import.meta.dirname, '../../../renderer/index.html'), 'utf8');
    const link = /<link rel="icon" type="image\/svg\+xml" href="(data:image\/svg\+xml,[^"]+)"/.exec(html);
    expect(link).not.toBeNull();
    const svg = decodeURIComponent(link![1]!.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'[^>]*>.*<\/svg>$/);
    expect(html).toMatch(/img-src 'self' data:/);
  });
});
