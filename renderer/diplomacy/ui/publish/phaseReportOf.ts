// The plain-data PhaseReport core writes a results post from, gathered from the workspace: the
// adjudication (a committed phase or the one on the table), the orders as the players wrote them
// (the raw lines of the stored mails, 000 D.VIII(4)), the press those mails carried (000 D.X(1)),
// NMR notices, the vote outcomes and the next deadline with the GM's local offset (000 D.VII(4)b).
import type { IntakeResult } from '../../../../core/diplomacy/intake/index';
import type { PhaseReport, PressItem, PressKind, PressPolicyId } from '../../../../core/diplomacy/publish/index';
import type { PublishedVote } from '../../../../core/diplomacy/running/index';
import type { OrderResult, Position, PowerName, ProvinceId } from '../../../../core/diplomacy/types';
import { provinceOf } from '../../../../core/diplomacy/variant';
import { countedInputs, type MailInput } from '../../../../core/diplomacy/record/inbox';
import type { DiplomacySetup } from '../../../../core/diplomacy/record/setup';

/** An adjudicated phase, committed or not. */
export interface PublishSource {
  phase: string;
  position: Position;
  results: OrderResult[];
  next: Position;
  nmr: PowerName[];
  notices: string[];
  /** Raw inputs whose orders were used. */
  inputs: string[];
  /** Every stored mail of the phase (press is read from those that count). */
  mails: MailInput[];
  /** Uncommitted: the adjudication on the table. */
  preview: boolean;
}

/** The phase to publish: the committed phase being viewed, else the adjudication on the table. */
export function publishSourceOf(
  viewed: { phase: string; position: Position; results: OrderResult[]; next: Position; nmr: PowerName[]; notices: string[]; inputs: string[] } | null,
  viewedMails: MailInput[],
  current: { phase: string; position: Position; result: { results: OrderResult[]; next: Position; notices: string[] } | null; nmr: PowerName[]; inputs: string[]; mails: MailInput[] },
): PublishSource | null {
  if (viewed) return { phase: viewed.phase, position: viewed.position, results: viewed.results, next: viewed.next, nmr: viewed.nmr, notices: viewed.notices, inputs: viewed.inputs, mails: viewedMails, preview: false };
  if (!current.result) return null;
  return { phase: current.phase, position: current.position, results: current.result.results, next: current.result.next, nmr: current.nmr, notices: current.result.notices, inputs: current.inputs, mails: current.mails, preview: true };
}

const writtenKinds = new Set(['accepted', 'corrected', 'ambiguous', 'illegal']);

/**
 * Each power's orders exactly as written: the raw lines intake read as orders of that power in
 * the mails whose orders were used (lines of a set that came too late are left out; lines kept
 * for a later phase are that phase's).
 */
export function writtenOrders(inputs: readonly string[], readings: Readonly<Record<string, IntakeResult>>): Record<PowerName, string> {
  const out: Record<PowerName, string[]> = {};
  for (const id of inputs) {
    const reading = readings[id];
    if (!reading) continue;
    for (const v of reading.verdicts) {
      if (!v.power || !writtenKinds.has(v.kind) || v.forLaterPhase || reading.messages[v.message]?.late || reading.messages[v.message]?.refused) continue;
      const line = v.raw.replace(/\r?\n$/, '').trim();
      if (line) (out[v.power] ??= []).push(line);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([p, lines]) => [p, lines.join('\n')]));
}

/** An order line read as illegal, and why: what a unit left with no order was given instead. */
export interface IllegalOrder { power: PowerName; line: string; reason: string; clause?: string }

/**
 * The illegal order lines of the mails whose orders were used, by the province of the unit they
 * name: a unit that holds because its only order was illegal is reported so, with the reason,
 * never as "no order given". The last such line for a unit is kept.
 */
export function illegalOrdersOf(inputs: readonly string[], readings: Readonly<Record<string, IntakeResult>>): Record<ProvinceId, IllegalOrder> {
  const out: Record<ProvinceId, IllegalOrder> = {};
  for (const id of inputs) {
    const reading = readings[id];
    if (!reading) continue;
    for (const v of reading.verdicts) {
      if (v.kind !== 'illegal' || !v.power || !v.unitKey || v.forLaterPhase || reading.messages[v.message]?.late || reading.messages[v.message]?.refused) continue;
      out[provinceOf(v.unitKey)] = { power: v.power, line: v.text.trim().slice(0, 120), reason: v.reason ?? 'not a legal order', ...(v.clause ? { clause: v.clause } : {}) };
    }
  }
  return out;
}

/**
 * What intake's press marks mean. `white`, `signed`, `public` name their author; `grey`,
 * `dark grey` and `anonymous` do not; `black` is withheld unless the policy takes it. Press with no colour is
 * treated as grey: printing an author the player did not ask to be named cannot be undone.
 */
export function pressKindOf(mark: string): PressKind {
  const m = mark.toLowerCase();
  if (m === 'white' || m === 'signed' || m === 'public') return 'white';
  if (m === 'black') return 'black';
  // Signed with another's name (000 D.X(1)a accepts it; 001 B.XI(1)c as "dark gray").
  if (m === 'dark grey') return 'dark-grey';
  return 'grey';
}

/** The player's words without the `Grey press:` mark that introduced them (the mark is not press). */
function withoutPressMark(text: string): string {
  return text.replace(/^\s*\**\s*(?:(?:dark[\s-]+gr[ae]y|white|grey|gray|black|anonymous|signed|public)\s+)?(?:press|broadcast)(?:\s*\([^)]{1,30}\))?(?:\s*,?\s*(?:signed|as|from)\s+["“'][^"”'\n]{1,40}["”'])?(?:\s+(?:release|to\s+[^:\n]{1,60}))?\s*\**\s*(?::|-)\s*/i, '').trim();
}

/** The press of the mails that count, each with its true author (only white press prints it). */
export function pressOf(mails: readonly MailInput[], readings: Readonly<Record<string, IntakeResult>>): PressItem[] {
  const items: PressItem[] = [];
  for (const mail of countedInputs(mails).sort((a, b) => a.receivedAt - b.receivedAt)) {
    for (const m of readings[mail.id]?.messages ?? []) {
      const author = m.power ?? mail.assignedPower;
      // One item per kind of press and addressees in a message: intake may split a player's press
      // at blank lines. Press to nobody in particular, or to all, goes to everyone (an empty list).
      const groups = new Map<string, { kind: PressKind; to: string[]; texts: string[] }>();
      for (const p of m.press) {
        const text = withoutPressMark(p.text);
        if (!text) continue;
        const kind = pressKindOf(p.kind);
        const to = p.to === undefined || p.to === 'all' ? [] : [...p.to];
        const key = `${kind}|${to.join(',')}`;
        const group = groups.get(key);
        if (group) group.texts.push(text);
        else groups.set(key, { kind, to, texts: [text] });
      }
      for (const { kind, to, texts } of groups.values()) {
        // White press from an unidentified sender has no author to print, so it cannot be white.
        if (!author && kind === 'white') continue;
        items.push({ kind, author: author ?? 'unknown', text: texts.join('\n\n'), ...(to.length ? { to } : {}) });
      }
    }
  }
  return items;
}

/** The press policy stated at New game (000 D.X(1), 001 B.XI(1)) as core's policy id. */
export function pressPolicyOf(profile: string | null, setup: Pick<DiplomacySetup, 'policies'>): PressPolicyId {
  const chosen = setup.policies.press;
  if (profile === 'maharajiad') {
    return chosen === 'white-only' ? 'maharajiad-alt-c' : chosen === 'none' ? 'maharajiad-alt-d' : 'maharajiad-alt-b';
  }
  return chosen === 'rule-a' ? 'wm2004-alt-a' : chosen === 'rule-b' ? 'wm2004-alt-b' : chosen === 'rule-c' ? 'wm2004-alt-c' : 'wm2004';
}

/** `Italy controls 18 supply centres … victory`, as the engine notices it. */
export function victoryOf(notices: readonly string[]): { power: PowerName; centres: number } | undefined {
  for (const n of notices) {
    const m = /^(.+?) controls (\d+) supply centres .*victory$/.exec(n);
    if (m) return { power: m[1]!, centres: Number(m[2]) };
  }
  return undefined;
}

export function phaseReportOf(
  game: string, source: PublishSource, readings: Readonly<Record<string, IntakeResult>>, votes: PublishedVote[],
  nextDeadline: number | null, gmUtcOffsetMinutes: number,
): PhaseReport {
  return {
    game, position: source.position, written: writtenOrders(source.inputs, readings),
    orders: source.results.map((r) => r.order), results: source.results, next: source.next,
    illegal: Object.fromEntries(Object.entries(illegalOrdersOf(source.inputs, readings)).map(([p, o]) => [p, o.clause ? `${o.reason} (${o.clause})` : o.reason])),
    victory: victoryOf(source.notices),
    notices: source.nmr.map((power) => ({ kind: 'nmr' as const, power })),
    press: pressOf(source.mails, readings), votes,
    ...(nextDeadline !== null ? { nextDeadline, gmUtcOffsetMinutes } : {}),
  };
}
