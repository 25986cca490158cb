// The proposal form of the ledger workspace in happy-dom with fake-indexeddb, the worker replaced by
// the same ledger operations called in-process: re-enacting a repealed rule (003 103a, 003 109b),
// several rule-changes in one proposal, and the ledger's refusals (003 109b, 003 211) shown with
// their reasons. The Nomic rulesets here are seed 003's initial set with a rule marked repealed
// ("ineffect": "0", 003 101b) or with extra mutable rules, imported the way a GM pastes one.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { workspaceScreen } from '../workspaceTestSetup';
import { ledgerModules } from './ledgerModules';
import type { LedgerAction } from '../../../core/ledger/record';
import type { RuleChange } from '../../../core/ledger/index';

vi.mock('../../../renderer/worker/client', async () => {
  const { ledgerApi } = await import('../../../renderer/worker/ledgerApi');
  return { callCore: async <T,>(operation: (core: unknown) => Promise<T>): Promise<T> => operation({ ledger: ledgerApi }) };
});

const modules = ledgerModules;

const screen = workspaceScreen();
const { until, byTestId, button, click, type } = screen;
const text = (id: string) => byTestId(id)?.textContent ?? '';
const C = 'Chris B', D = 'Dave M';

afterEach(async () => {
  await screen.unmount();
  const { db } = await modules();
  await db.delete();
  vi.resetModules();
});

/** Seed 003's initial set with `repealed` rule numbers not in effect and `extraMutable` new mutable rules (401, 402, …). */
function nomicRuleset({ repealed = [], extraMutable = 0 }: { repealed?: string[]; extraMutable?: number }): string {
  const doc = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../assets/ledger/nomic-initial-set.json'), 'utf8')) as {
    rules: Record<string, { label: string; ineffect?: string; text: string[] }>;
  };
  for (const rule of Object.values(doc.rules)) if (repealed.includes(rule.label.replace('[I]', ''))) rule.ineffect = '0';
  for (let k = 1; k <= extraMutable; k++) doc.rules[String(100 + k)] = { label: String(400 + k), ineffect: '1', text: [`Extra rule ${k}.`] };
  return JSON.stringify(doc);
}

/** A Nomic ledger (first day Monday 2019-02-11, GMT so UTC = UK time) on that ruleset, with these actions stored, mounted. */
async function nomicWorkspace(rulesetText: string, actions: LedgerAction[] = []) {
  const m = await modules();
  const game = await m.createGame(m.db, { name: 'N', family: 'ledger', variant: 'suber-initial', profile: null, phase: 'Proposal 301' });
  const raw = await m.storeRulesetText(m.db, game.id, 'nomic.json', rulesetText);
  await m.recordSetup(m.db, game.id, {
    rawInputId: raw.id, sourceName: 'nomic.json', procedure: 'nomic', startDate: '2019-02-11',
    players: [{ name: C, day: 'Monday' }, { name: D, day: 'Tuesday' }],
  });
  for (const a of actions) await m.recordAction(m.db, game.id, a);
  await screen.mount(<m.LedgerWorkspace gameId={game.id} />);
  await until(() => byTestId('ledger-propose') !== null, 'the proposal form');
  /** The rule-changes of each stored proposal record, in order. */
  const storedChanges = async () => (await m.ledgerRecordsOf(m.db, game.id)).filter((r) => r.kind === 'ledger-proposal').map((r) => (r.payload as { changes: RuleChange[] }).changes);
  return { storedChanges };
}

const form = () => byTestId('ledger-propose')!;

/** The proposal form's field whose label matches `label`. */
function field<T extends HTMLElement>(label: string | RegExp): T {
  const found = [...form().querySelectorAll('label')].find((l) => (typeof label === 'string' ? l.textContent === label : label.test(l.textContent ?? '')));
  if (!found) throw new Error(`no field ${String(label)}; form text: ${form().textContent}`);
  return document.getElementById(found.htmlFor) as T;
}

/** Chooses an option of a React-controlled select as a user would. */
async function choose(label: string, value: string) {
  const select = field<HTMLSelectElement>(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const ruleChoices = () => [...field<HTMLSelectElement>('Rule').options].map((o) => o.value).filter(Boolean);

/** Who proposes, when (Monday 11 February 2019 is Chris B's day, 003 201a) and the words posted. */
async function fillProposal(words: string) {
  await choose('Proposed by', C);
  await type(field<HTMLInputElement>('Date (UK)'), '2019-02-11');
  await type(field<HTMLInputElement>('Time (UK)'), '10:00');
  await type(field<HTMLTextAreaElement>('The proposal as posted'), words);
}

describe('the proposal form', () => {
  it('003 103a 003 109b: re-enacts a repealed rule, chosen only among rules not in effect, with its old text when the new text is left blank', async () => {
    const w = await nomicWorkspace(nomicRuleset({ repealed: ['213'] }));
    await fillProposal('Rule-change: bring back rule 213.');
    await choose('What it does', 'reenact');
    expect(ruleChoices()).toEqual(['213']);
    await choose('Rule', '213');
    await click(button('Record the proposal'));
    await until(() => /Proposal 301/.test(text('ledger-last-outcome')), 'the outcome');
    expect(text('ledger-last-outcome')).toBe(`Proposal 301 by ${C} is open for voting (003 109a).`);
    // No text: the ledger puts the rule back as it last read.
    expect(await w.storedChanges()).toEqual([[{ kind: 'reenact', rule: '213' }]]);
    // Amend, repeal and transmute still choose among the rules in effect, where 213 is not.
    await choose('What it does', 'amend');
    expect(ruleChoices()).toContain('201');
    expect(ruleChoices()).not.toContain('213');
  });

  it('003 103a: several rule-changes in one proposal are listed, each removable, and submitted together', async () => {
    const w = await nomicWorkspace(nomicRuleset({ repealed: ['213'] }));
    await fillProposal('Rule-change: tidy up rules 212 and 213.');
    // Adding an incomplete change says what is missing and adds nothing.
    await choose('What it does', 'repeal');
    await click(button('Add another change'));
    expect(text('ledger-problems')).toMatch(/Choose the rule it changes\./);
    expect(byTestId('ledger-proposal-changes')).toBeNull();

    await choose('Rule', '212');
    await click(button('Add another change'));
    await choose('What it does', 'repeal');
    await choose('Rule', '211');
    await click(button('Add another change'));
    const listed = () => [...byTestId('ledger-proposal-changes')!.querySelectorAll('li')].map((li) => li.firstChild?.textContent?.trim());
    expect(listed()).toEqual(['repeal rule 212', 'repeal rule 211']);
    expect(byTestId('ledger-problems')).toBeNull();
    await click(byTestId('ledger-proposal-changes')!.querySelector('button[aria-label="Remove change 2: repeal rule 211"]') as HTMLButtonElement);
    expect(listed()).toEqual(['repeal rule 212']);

    // The change still being edited is submitted after the listed ones.
    await choose('What it does', 'reenact');
    await choose('Rule', '213');
    await type(field<HTMLTextAreaElement>(/New text for the re-enacted rule/), 'Back again.\n\nWith two paragraphs.');
    await click(button('Record the proposal'));
    await until(() => /Proposal 301/.test(text('ledger-last-outcome')), 'the outcome');
    expect(text('ledger-last-outcome')).toBe(`Proposal 301 by ${C} is open for voting (003 109a).`);
    expect(await w.storedChanges()).toEqual([[
      { kind: 'repeal', rule: '212' },
      { kind: 'reenact', rule: '213', text: ['Back again.', 'With two paragraphs.'] },
    ]]);
    // The form is ready for the next proposal: the list is gone.
    await until(() => byTestId('ledger-proposal-changes') === null, 'the list cleared');
  });

  it('003 103a: with changes listed and the editor left blank, only the listed changes are submitted', async () => {
    const w = await nomicWorkspace(nomicRuleset({}));
    await fillProposal('Rule-change: repeal 212 and 211.');
    for (const rule of ['212', '211']) {
      await choose('What it does', 'repeal');
      await choose('Rule', rule);
      await click(button('Add another change'));
    }
    await click(button('Record the proposal'));
    await until(() => /Proposal 301/.test(text('ledger-last-outcome')), 'the outcome');
    expect(await w.storedChanges()).toEqual([[{ kind: 'repeal', rule: '212' }, { kind: 'repeal', rule: '211' }]]);
  });

  it('003 109b: a proposal that would give its number to two rules is refused, and the reason shown', async () => {
    const w = await nomicWorkspace(nomicRuleset({}));
    await fillProposal('Rule-change: a new rule, and rule 201 amended.');
    await type(field<HTMLTextAreaElement>(/Text of the new rule/), 'Be kind.');
    await click(button('Add another change'));
    expect(text('ledger-proposal-changes')).toMatch(/enact a new mutable rule/);
    await choose('What it does', 'amend');
    await choose('Rule', '201');
    await type(field<HTMLTextAreaElement>(/New text of the rule/), 'Players alternate in clockwise order.');
    await click(button('Record the proposal'));
    await until(() => /Refused/.test(text('ledger-last-outcome')), 'the refusal');
    expect(text('ledger-last-outcome')).toMatch(/^Refused: Not a proper proposal: a proposal can give its number to only one rule \(003 109b\)/);
    expect(await w.storedChanges()).toHaveLength(1);
  });

  it('003 109b: re-enacting a rule in effect is not offered, and when stored anyway the refusal is shown with its reason', async () => {
    await nomicWorkspace(nomicRuleset({}), [
      { kind: 'ledger-proposal', by: C, at: '2019-02-11T10:00:00.000Z', text: 'Rule-change: re-enact 201.', changes: [{ kind: 'reenact', rule: '201' }] },
    ]);
    expect(text('ledger-last-outcome')).toMatch(/^Refused: Not a proper proposal: rule 201 is in effect, so it cannot be re-enacted \(003 109b\)/);
    await choose('What it does', 'reenact');
    expect(ruleChoices()).toEqual([]);
    expect(field<HTMLSelectElement>('Rule').textContent).toMatch(/no repealed rule/);
  });

  it('003 211: enacting a 26th mutable rule through the form is refused, and the reason shown', async () => {
    // Seed 003 starts with 15 mutable rules; ten more make the 25 that 003 211 allows.
    const w = await nomicWorkspace(nomicRuleset({ extraMutable: 10 }));
    await fillProposal('Rule-change: one rule too many.');
    await type(field<HTMLTextAreaElement>(/Text of the new rule/), 'Rule twenty-six.');
    await click(button('Record the proposal'));
    await until(() => /Refused/.test(text('ledger-last-outcome')), 'the refusal');
    expect(text('ledger-last-outcome')).toMatch(/the change would make 26 mutable rules; at most 25 are allowed \(003 211\)/);
    expect(await w.storedChanges()).toHaveLength(1);
  });

  it('003 211: a refused proposal keeps everything the keeper typed and shows the refusal beside the button; once corrected and accepted, the form clears', async () => {
    const w = await nomicWorkspace(nomicRuleset({ extraMutable: 10 }));
    await fillProposal('Rule-change: one rule too many.');
    await type(field<HTMLInputElement>('Title (optional)'), 'Twenty-six');
    await type(field<HTMLTextAreaElement>(/Text of the new rule/), 'Rule twenty-six.');
    await click(button('Record the proposal'));
    await until(() => byTestId('ledger-proposal-refusal') !== null, 'the refusal beside the button');
    const refusal = byTestId('ledger-proposal-refusal')!;
    expect(refusal.textContent).toMatch(/^Refused: Not a proper proposal: .*at most 25 are allowed \(003 211\)\. Correct it and record it again\.$/);
    // Beside the button, in the same row.
    expect(refusal.parentElement).toBe(button('Record the proposal').parentElement);
    expect(field<HTMLTextAreaElement>('The proposal as posted').value).toBe('Rule-change: one rule too many.');
    expect(field<HTMLInputElement>('Title (optional)').value).toBe('Twenty-six');
    expect(field<HTMLTextAreaElement>(/Text of the new rule/).value).toBe('Rule twenty-six.');
    // Corrected (it now amends a rule instead of enacting one), it is accepted and the form clears.
    await choose('What it does', 'amend');
    await choose('Rule', '201');
    await click(button('Record the proposal'));
    await until(() => /Proposal 301/.test(text('ledger-last-outcome')), 'the acceptance');
    await until(() => field<HTMLTextAreaElement>('The proposal as posted').value === '', 'the form cleared');
    expect(byTestId('ledger-proposal-refusal')).toBeNull();
    expect(await w.storedChanges()).toHaveLength(2);
  });

  it('003 212: a refused entry does not move the ledger\'s clock, so the real, earlier post can still be entered', async () => {
    // The keeper first types the wrong date (Tuesday the 12th is not Chris B's day: refused, 003 202a).
    await nomicWorkspace(nomicRuleset({}), [
      { kind: 'ledger-proposal', by: C, at: '2019-02-12T10:00:00.000Z', text: 'Rule-change: polite.', changes: [{ kind: 'enact', text: ['Be polite.'] }] },
    ]);
    expect(text('ledger-last-outcome')).toMatch(/^Refused: /);
    await fillProposal('Rule-change: polite.');
    await type(field<HTMLTextAreaElement>(/Text of the new rule/), 'Be polite.');
    await click(button('Record the proposal'));
    await until(() => /Proposal 301/.test(text('ledger-last-outcome')), 'the real post accepted');
    expect(text('ledger-last-outcome')).toBe(`Proposal 301 by ${C} is open for voting (003 109a).`);
  });
});
