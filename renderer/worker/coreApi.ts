// The implementation behind the worker's API: thin calls into core, nothing else. Kept apart
// from coreWorker.ts (which only exposes it) so tests can call it without a Worker.
import { getVariant, variantIds } from '../../core/diplomacy/variants';
import { summariseVariant } from '../../core/diplomacy/variant';
import { initialPosition } from '../../core/diplomacy/position';
import { parsePhaseName, phaseName } from '../../core/diplomacy/phases';
import { getProfile } from '../../core/diplomacy/houseRules';
import { adjudicate } from '../../core/diplomacy/adjudicate';
import { mailText, readOrderMail, type IntakeResult } from '../../core/diplomacy/intake/index';
import { conditionalOrdersFor, ordersForTurn, type MailSets } from '../../core/diplomacy/turnOrders';
import { getPressPolicy, publishResults, sortPress, splitForDiscord } from '../../core/diplomacy/publish/index';
import { takeOverGame } from '../../core/diplomacy/takeover/takeOver';
import { profilesThatReplay } from '../../core/diplomacy/replay';
import type { CoreApi } from './api';
import { ledgerApi } from './ledgerApi';
import { coalitionApi } from './coalitionApi';

export const coreApi: CoreApi = {
  ledger: ledgerApi,
  coalition: coalitionApi,
  listVariants() {
    return variantIds().map((id) => {
      const v = getVariant(id);
      return { id, name: v.data.name, startYear: v.data.startYear, openingPhase: phaseName(initialPosition(v).phase) };
    });
  },
  variantSummary(variantId) {
    return summariseVariant(getVariant(variantId));
  },
  openingPosition(variantId, phase) {
    const opening = initialPosition(getVariant(variantId));
    return phase ? { ...opening, phase: parsePhaseName(phase) } : opening;
  },
  async readMail({ variantId, profile, position, game, inputs, ruleOverrides }) {
    const variant = getVariant(variantId);
    const rules = { ...getProfile(profile), ...ruleOverrides };
    const out: Record<string, IntakeResult> = {};
    for (const input of inputs) {
      try {
        out[input.id] = await readOrderMail(input.text, { variant, position, rules, game });
      } catch (error) {
        // Pasted text is hostile: a reader failure becomes one verdict the GM can see, never a crash.
        out[input.id] = unreadable(input.text, error);
      }
    }
    return out;
  },
  mailText(bytes) {
    return mailText(bytes);
  },
  adjudicate({ variantId, profile, position, orders, nmr, ruleOverrides }) {
    const started = performance.now();
    const result = adjudicate(getVariant(variantId), position, orders, { ...getProfile(profile), ...ruleOverrides }, { nmr });
    return { result, engineMs: performance.now() - started };
  },
  async conditionalOrders({ variantId, profile, ruleOverrides, game, movementPosition, inputs, position, choices }) {
    const variant = getVariant(variantId);
    const rules = { ...getProfile(profile), ...ruleOverrides };
    const mails: MailSets[] = [];
    for (const input of inputs) {
      // Hostile text: a mail the reader cannot read gives no conditional lines, never a crash.
      try { mails.push({ id: input.id, sets: (await readOrderMail(input.text, { variant, position: movementPosition, rules, game })).sets }); } catch { /* see readMail */ }
    }
    const kept = ordersForTurn(mails, rules, movementPosition, choices ?? []).conditional;
    return conditionalOrdersFor(position, kept, rules, variant);
  },
  publishResults({ variantId, report, pressPolicy, judge }) {
    const variant = getVariant(variantId);
    const policy = getPressPolicy(pressPolicy);
    const options = { pressPolicy: policy, judge };
    const markdown = publishResults(variant, report, 'markdown', options);
    return {
      njudge: publishResults(variant, report, 'njudge', options),
      bbcode: publishResults(variant, report, 'bbcode', options),
      markdown,
      discord: splitForDiscord(markdown),
      withheld: sortPress(policy, report.press).withheld.map((w) => ({ kind: w.item.kind, reason: w.reason })),
    };
  },
  takeOver(variantId, text) {
    const variant = getVariant(variantId);
    let taken;
    try { taken = takeOverGame(variant, text); } catch (error) {
      // Hostile text: a reader failure is one doubt the GM sees, never a crash.
      return { source: 'typed-position', centresKnown: false, history: [], doubts: [{ line: 0, text: '', why: `could not be read: ${(error as Error).message}` }] };
    }
    const { raw: _raw, ...reading } = taken;
    if (taken.source !== 'dipcc-game' || !taken.position) return reading;
    return { ...reading, replaysIdenticallyUnder: profilesThatReplay(JSON.parse(text), variant) };
  },
};

function unreadable(text: string, error: unknown): IntakeResult {
  const reason = `could not be read: ${error instanceof Error ? error.message : String(error)}`;
  return {
    messages: [],
    verdicts: [{ kind: 'not-an-order', raw: text, text, span: [0, text.length], message: 0, corrections: [], notes: [], reason }],
    sets: [], orders: {},
  };
}
