// Every corpus mail's whole reading, pinned: a SHA-256 of each fixture's full result (every
// verdict, message, set and order; and the stored text `mailText` gives for its bytes) under
// each profile the corpus reads it with, read both as a paste and as the file's bytes. The
// corpus test checks what each mail must read as; this one shows any change at all, so a
// speed change (bench/intake.bench.ts) that reads one line differently cannot pass unseen.
//
// A change in reading that is meant (a new rule, a new fixture) is recorded by running
//   UPDATE_READINGS=1 npx vitest run --project core test/core/diplomacy/intake/readingSnapshot.test.ts
// and committing test/fixtures/mail-readings.json with the change, saying why in the message.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailText } from '../../../../core/diplomacy/intake/index';
import { corpusNames, MAIL_DIR, read, type CorpusVariant } from './helpers';

const SNAPSHOT = join(MAIL_DIR, '../mail-readings.json');
const names = corpusNames();

function digest(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16); // 64 bits: enough to see any change
}

/** Every reading of every fixture: key "<fixture> [<profile>] text|bytes" (and "<fixture> mailText"). */
async function readings(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const fixture = JSON.parse(readFileSync(join(MAIL_DIR, `${name}.expect.json`), 'utf8')) as { position: string; game: boolean; variant?: CorpusVariant; expect: Record<string, unknown> };
    const file = new Uint8Array(readFileSync(join(MAIL_DIR, `${name}.eml`)));
    const text = new TextDecoder().decode(file);
    const profiles = [...new Set(['wm2004', 'maharajiad', 'hasbro2000', ...Object.keys(fixture.expect).filter((k) => k !== 'both')])];
    for (const profile of profiles) {
      for (const [how, input] of [['text', text], ['bytes', file]] as const) {
        const result = await read(input, { rules: profile, position: fixture.position, game: fixture.game ? undefined : null, variant: fixture.variant });
        out[`${name} [${profile}] ${how}`] = digest(result);
      }
    }
    out[`${name} mailText`] = digest(await mailText(file));
  }
  return out;
}

describe('order intake: every corpus reading is pinned', () => {
  it('reads every fixture, under every profile, as text and as bytes, exactly as recorded in mail-readings.json', async () => {
    const now = await readings();
    if (process.env.UPDATE_READINGS) writeFileSync(SNAPSHOT, JSON.stringify(now, null, 1) + '\n');
    const recorded = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;
    const changed = Object.keys(now).filter((k) => recorded[k] !== undefined && recorded[k] !== now[k]);
    const added = Object.keys(now).filter((k) => recorded[k] === undefined);
    const gone = Object.keys(recorded).filter((k) => now[k] === undefined);
    const how = 'if the change is meant, record it: UPDATE_READINGS=1 npx vitest run --project core test/core/diplomacy/intake/readingSnapshot.test.ts';
    expect({ changed, added, gone }, how).toEqual({ changed: [], added: [], gone: [] });
  }, 120_000);

  it('the pin catches a change: one verdict reason changed gives another digest', async () => {
    const result = await read('A Par - Bur');
    const before = digest(result);
    result.verdicts[0]!.reason = `${result.verdicts[0]!.reason ?? ''}.`;
    expect(digest(result)).not.toBe(before);
  });
});
