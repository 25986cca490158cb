// A ledger game as one file: the setup, the ruleset text verbatim, and every GM action in the order
// it was recorded, each with who recorded it, when and why. The ledger's state is never stored in
// it: `adjutant ledger` rebuilds it with replayLedger (replay.ts), the same replay the app's worker
// runs on its Dexie records, so a rules keeper can run the whole game from scripts.
//
// A file is read only through parseLedgerFile, which refuses (with the reason) a file from a newer
// version, an action this version does not know, a malformed field, or entries whose recording
// times go backwards; a refused file is never rewritten, so the GM's original stays as it was.
import * as z from 'zod';
import { ledgerActionKinds, type LedgerAction, type LedgerSetup, type LedgerState } from './record';

export const LEDGER_FILE_FORMAT = 'adjutant-ledger';
export const LEDGER_FILE_VERSION = 1;

/** One recorded action and its provenance: who entered it, the instant it was recorded, and why. */
export interface LedgerFileEntry {
  action: LedgerAction;
  who: string;
  when: string;
  why?: string;
}

export interface LedgerFile {
  format: typeof LEDGER_FILE_FORMAT;
  version: typeof LEDGER_FILE_VERSION;
  setup: LedgerSetup;
  /** The ruleset exactly as it was read (003 101b JSON, Agora text or numbered house rules). */
  ruleset: string;
  entries: LedgerFileEntry[];
}

const instant = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'not a date and time' });
const text = z.string();
const lines = z.array(z.string());
const mutability = z.enum(['mutable', 'immutable']);

const ruleChange = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('enact'), title: text.optional(), text: lines, mutability: mutability.optional(), number: text.optional() }),
  z.strictObject({ kind: z.literal('amend'), rule: text, text: lines, title: text.optional() }),
  z.strictObject({ kind: z.literal('repeal'), rule: text }),
  z.strictObject({ kind: z.literal('reenact'), rule: text, text: lines.optional() }),
  z.strictObject({ kind: z.literal('transmute'), rule: text, to: mutability }),
]);

const post = (kind: 'ledger-judgement' | 'ledger-dispute' | 'ledger-opinion') =>
  z.strictObject({ kind: z.literal(kind), by: text, at: instant, id: text, text });

const action = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ledger-proposal'), by: text, at: instant, text, changes: z.array(ruleChange), winningPoints: z.number().int().positive().optional() }),
  z.strictObject({ kind: z.literal('ledger-ballot'), proposal: text, voter: text, vote: z.enum(['yes', 'no', 'abstain']), at: instant }),
  z.strictObject({ kind: z.literal('ledger-close'), proposal: text, at: instant }),
  z.strictObject({ kind: z.literal('ledger-withdraw'), proposal: text, by: text, at: instant }),
  z.strictObject({ kind: z.literal('ledger-withdraw-vote'), proposal: text, voter: text, at: instant }),
  z.strictObject({
    kind: z.literal('ledger-published'), what: z.enum(['ruleset', 'result', 'scoreboard']), dialect: z.enum(['text', 'bbcode', 'markdown']),
    proposal: text.optional(), via: z.enum(['copy', 'save']),
  }),
  z.strictObject({ kind: z.literal('ledger-point-of-order'), by: text, at: instant, text, about: text.optional() }),
  post('ledger-judgement'), post('ledger-dispute'), post('ledger-opinion'),
  z.strictObject({ kind: z.literal('ledger-advance'), at: instant }),
  z.strictObject({ kind: z.literal('ledger-points-post'), author: text, at: instant, text }),
  z.strictObject({ kind: z.literal('ledger-undecidable-move'), player: text, at: instant }),
]);

const setup = z.strictObject({
  rawInputId: text,
  sourceName: text,
  procedure: z.enum(['nomic', 'agora-bt', 'house-rules']),
  players: z.array(z.strictObject({ name: z.string().min(1), day: text.optional() })),
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2019-02-11').optional(),
  judge: text.optional(),
  gm: text.optional(),
  houseRuleProfile: z.enum(['wm2004', 'maharajiad']).optional(),
});

const entry = z.strictObject({ action, who: z.string().min(1), when: instant, why: text.optional() });

const file = z.strictObject({
  format: z.literal(LEDGER_FILE_FORMAT),
  version: z.literal(LEDGER_FILE_VERSION),
  setup,
  ruleset: text,
  entries: z.array(entry),
});

export type LedgerFileRead = { ok: true; file: LedgerFile } | { ok: false; problem: string };

/** Reads a ledger file's text, or says exactly why it cannot be used. */
export function parseLedgerFile(source: string): LedgerFileRead {
  let data: unknown;
  try {
    data = JSON.parse(source.replace(/^\uFEFF/, ''));
  } catch (e) {
    return { ok: false, problem: `not JSON: ${e instanceof Error ? e.message : String(e)}` };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== LEDGER_FILE_FORMAT) {
    return { ok: false, problem: `not a ledger file: it must say "format": "${LEDGER_FILE_FORMAT}"` };
  }
  const version = (data as { version?: unknown }).version;
  if (typeof version === 'number' && version > LEDGER_FILE_VERSION) {
    return { ok: false, problem: `the file is version ${version}, written by a newer Adjutant; this one reads up to version ${LEDGER_FILE_VERSION}` };
  }
  // An action this version does not know is named, not reported as a generic schema error: it most
  // likely comes from a newer Adjutant, and replaying without it would show a wrong ledger.
  const entries = (data as { entries?: unknown }).entries;
  if (Array.isArray(entries)) {
    for (const [i, e] of entries.entries()) {
      const kind = (e as { action?: { kind?: unknown } } | null)?.action?.kind;
      if (!(ledgerActionKinds as readonly unknown[]).includes(kind)) {
        return { ok: false, problem: `entry ${i + 1} records an unknown action ${JSON.stringify(kind ?? null)}; this version knows ${ledgerActionKinds.join(', ')}` };
      }
    }
  }
  const parsed = file.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: `${issue.path.length ? issue.path.join('.') : 'the file'}: ${issue.message}` };
  }
  const read = parsed.data as LedgerFile;
  for (let i = 1; i < read.entries.length; i++) {
    if (Date.parse(read.entries[i]!.when) < Date.parse(read.entries[i - 1]!.when)) {
      return { ok: false, problem: `entry ${i + 1} was recorded at ${read.entries[i]!.when}, before entry ${i} (${read.entries[i - 1]!.when}): the actions are out of order` };
    }
  }
  return { ok: true, file: read };
}

/** A new ledger file: the setup and the ruleset text, no actions yet. */
export function newLedgerFile(setupOf: Omit<LedgerSetup, 'rawInputId'>, rulesetText: string): LedgerFile {
  return { format: LEDGER_FILE_FORMAT, version: LEDGER_FILE_VERSION, setup: { rawInputId: 'ruleset', ...setupOf }, ruleset: rulesetText, entries: [] };
}

/** What the replay needs, exactly as the app's loadLedgerState gives it from storage. */
export function ledgerStateOf(f: LedgerFile): LedgerState {
  return { setup: f.setup, sourceText: f.ruleset, actions: f.entries.map((e) => e.action) };
}

/** The file with one more action; the original object is left as it was. */
export function withEntry(f: LedgerFile, e: LedgerFileEntry): LedgerFile {
  return { ...f, entries: [...f.entries, e] };
}

/** The file's text: stable key order, two-space indent, one trailing newline. */
export function serializeLedgerFile(f: LedgerFile): string {
  return JSON.stringify(f, null, 2) + '\n';
}
