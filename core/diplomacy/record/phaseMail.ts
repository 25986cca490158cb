// Reading a phase's mail with intake, for the app's worker and the CLI alike: every stored mail
// of the phase against its board, and, in a retreat or adjustment phase, the conditional orders
// the movement phase's mail gave for it (000 D.II(5)b). Pasted mail is hostile text: a mail the
// reader fails on becomes one verdict the GM can see, never a crash.
import { getProfile, type HouseRules, type ProfileId } from '../houseRules';
import { readOrderMail, type GameInfo, type IntakeResult } from '../intake/index';
import { conditionalOrdersFor, ordersForTurn, type ConditionalOrders, type MailSets, type SendingChoice } from '../turnOrders';
import type { Position } from '../types';
import { getVariant } from '../variants';

/** Policies the GM stated at the outset that change how sets are read (000 D.III(3)b). */
export type RuleOverrides = Pick<Partial<HouseRules>, 'multipleOrderSets'>;

/** A mail to read: its raw input's id and text, verbatim. */
export interface MailText { id: string; text: string }

/** Each mail read with core's intake against `position`; one reading per input id. Never throws on the text. */
export async function readPhaseMail(variantId: string, profile: ProfileId, position: Position, game: GameInfo | undefined, inputs: readonly MailText[], ruleOverrides?: RuleOverrides): Promise<Record<string, IntakeResult>> {
  const variant = getVariant(variantId);
  const rules = { ...getProfile(profile), ...ruleOverrides };
  const out: Record<string, IntakeResult> = {};
  for (const input of inputs) {
    try {
      out[input.id] = await readOrderMail(input.text, { variant, position, rules, game });
    } catch (error) {
      out[input.id] = unreadable(input.text, error);
    }
  }
  return out;
}

/**
 * The conditional orders the movement phase's mails (`inputs`, those that counted, oldest first,
 * read against `movementPosition`) gave for the retreat or adjustment phase now open at `position`,
 * as core's set rule keeps them across the mails and the GM's stored choices (000 D.III(3)).
 */
export async function carriedConditionalOrders(variantId: string, profile: ProfileId, game: GameInfo | undefined, movementPosition: Position, inputs: readonly MailText[], position: Position, choices: readonly SendingChoice[] = [], ruleOverrides?: RuleOverrides): Promise<ConditionalOrders> {
  const variant = getVariant(variantId);
  const rules = { ...getProfile(profile), ...ruleOverrides };
  const mails: MailSets[] = [];
  for (const input of inputs) {
    // Hostile text: a mail the reader cannot read gives no conditional lines, never a crash.
    try { mails.push({ id: input.id, sets: (await readOrderMail(input.text, { variant, position: movementPosition, rules, game })).sets }); } catch { /* see readPhaseMail */ }
  }
  const kept = ordersForTurn(mails, rules, movementPosition, choices).conditional;
  return conditionalOrdersFor(position, kept, rules, variant);
}

function unreadable(text: string, error: unknown): IntakeResult {
  const reason = `could not be read: ${error instanceof Error ? error.message : String(error)}`;
  return {
    messages: [],
    verdicts: [{ kind: 'not-an-order', raw: text, text, span: [0, text.length], message: 0, corrections: [], notes: [], reason }],
    sets: [], orders: {},
  };
}
