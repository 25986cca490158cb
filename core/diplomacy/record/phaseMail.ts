// Reading a phase's mail with intake, for the app's worker and the CLI alike: every stored mail
// of the phase against its board, and, in a retreat or adjustment phase, the conditional orders
// the movement phase's mail gave for it (000 D.II(5)b). Pasted mail is hostile text: a mail the
// reader fails on becomes one verdict the GM can see, never a crash.
import { getProfile, type HouseRules, type ProfileId } from '../houseRules';
import { readOrderMail, type GameInfo, type IntakeResult } from '../intake/index';
import { conditionalOrdersFor, ordersForTurn, type ConditionalLine, type ConditionalOrders, type MailSets, type SendingChoice } from '../turnOrders';
import type { Position, PowerName } from '../types';
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
 * A phase after the movement phase whose mail may carry orders for the phase now open: a fall
 * retreat phase's mail with the winter's builds or removals sent early (000 D.II(5)b, 001
 * B.III(5)b; intake keeps them for the adjustment phase). `phase` names it for the GM ('F1901R').
 */
export interface LaterMail {
  phase: string;
  game?: GameInfo;
  /** The board its mails were read against, and its mails that counted, oldest first. */
  position: Position;
  inputs: readonly MailText[];
  choices?: readonly SendingChoice[];
}

/** The sets of each mail read against `position`; a mail the reader cannot read gives none, never a crash. */
async function setsOf(inputs: readonly MailText[], options: Parameters<typeof readOrderMail>[1]): Promise<MailSets[]> {
  const mails: MailSets[] = [];
  for (const input of inputs) {
    try { mails.push({ id: input.id, sets: (await readOrderMail(input.text, options)).sets }); } catch { /* see readPhaseMail */ }
  }
  return mails;
}

/**
 * The conditional orders the movement phase's mails (`inputs`, those that counted, oldest first,
 * read against `movementPosition`) gave for the retreat or adjustment phase now open at `position`,
 * as core's set rule keeps them across the mails and the GM's stored choices (000 D.III(3)).
 * `later`: the fall retreat phase's mail, whose lines for this phase were sent after the movement
 * mail: a power's lines there replace its movement mail's lines for this phase (the last set
 * submitted is used, 000 D.III(3)a), and its choices say which phase's mail they came from.
 */
export async function carriedConditionalOrders(variantId: string, profile: ProfileId, game: GameInfo | undefined, movementPosition: Position, inputs: readonly MailText[], position: Position, choices: readonly SendingChoice[] = [], ruleOverrides?: RuleOverrides, later: readonly LaterMail[] = []): Promise<ConditionalOrders> {
  const variant = getVariant(variantId);
  const rules = { ...getProfile(profile), ...ruleOverrides };
  const mails = await setsOf(inputs, { variant, position: movementPosition, rules, game });
  const kept: Record<PowerName, ConditionalLine[]> = { ...ordersForTurn(mails, rules, movementPosition, choices).conditional };
  const fromPhase: Record<PowerName, string> = {};
  for (const source of later) {
    const sets = await setsOf(source.inputs, { variant, position: source.position, rules, game: source.game });
    for (const [power, lines] of Object.entries(ordersForTurn(sets, rules, source.position, source.choices ?? []).conditional)) {
      const forNow = lines.filter((l) => l.phase === position.phase.type);
      if (!forNow.length) continue;
      kept[power] = [...(kept[power] ?? []).filter((l) => l.phase !== position.phase.type), ...forNow];
      fromPhase[power] = source.phase;
    }
  }
  const found = conditionalOrdersFor(position, kept, rules, variant);
  return { ...found, choices: found.choices.map((c) => (fromPhase[c.power] ? { ...c, from: fromPhase[c.power] } : c)) };
}

function unreadable(text: string, error: unknown): IntakeResult {
  const reason = `could not be read: ${error instanceof Error ? error.message : String(error)}`;
  return {
    messages: [],
    verdicts: [{ kind: 'not-an-order', raw: text, text, span: [0, text.length], message: 0, corrections: [], notes: [], reason }],
    sets: [], orders: {},
  };
}
