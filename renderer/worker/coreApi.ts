// The implementation behind the worker's API: thin calls into core, nothing else. Kept apart
// from coreWorker.ts (which only exposes it) so tests can call it without a Worker.
import { getVariant, variantIds } from '../../core/diplomacy/variants';
import { summariseVariant } from '../../core/diplomacy/variant';
import { initialPosition } from '../../core/diplomacy/position';
import { parsePhaseName, phaseName } from '../../core/diplomacy/phases';
import { getProfile } from '../../core/diplomacy/houseRules';
import { adjudicate } from '../../core/diplomacy/adjudicate';
import { mailText } from '../../core/diplomacy/intake/index';
import { carriedConditionalOrders, readPhaseMail } from '../../core/diplomacy/record/phaseMail';
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
  readMail({ variantId, profile, position, game, inputs, ruleOverrides }) {
    return readPhaseMail(variantId, profile, position, game, inputs, ruleOverrides);
  },
  mailText(bytes) {
    return mailText(bytes);
  },
  adjudicate({ variantId, profile, position, orders, nmr, ruleOverrides }) {
    const started = performance.now();
    const result = adjudicate(getVariant(variantId), position, orders, { ...getProfile(profile), ...ruleOverrides }, { nmr });
    return { result, engineMs: performance.now() - started };
  },
  conditionalOrders({ variantId, profile, ruleOverrides, game, movementPosition, inputs, position, choices, later }) {
    return carriedConditionalOrders(variantId, profile, game, movementPosition, inputs, position, choices ?? [], ruleOverrides, later ?? []);
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
