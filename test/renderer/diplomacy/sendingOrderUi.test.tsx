// The workspace in happy-dom with fake-indexeddb, for issue 13's ranking and "never silent"
// parts: the inbox lists mails by Date: with sender, power and subject and shows a replaced set
// superseded (000 D.III(3)a); the GM orders undated sets (the choice stored first); a power whose
// mail gave no usable order needs a look and Adjudicate asks before NMR-ing it (000 D.VII(6)(a)),
// the answer stored. The worker is core in-process; the Konva map is a stand-in.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Remote } from 'comlink';
import type { CoreApi } from '../../../renderer/worker/api';
import { readAllRows } from '../../../renderer/storage/phaseMail';

vi.mock('../../../renderer/worker/client', async () => {
  const { coreApi } = await import('../../../renderer/worker/coreApi');
  return { callCore: async <T,>(operation: (core: Remote<CoreApi>) => Promise<T>): Promise<T> => operation(coreApi as unknown as Remote<CoreApi>) };
});
vi.mock('../../../renderer/map/DiplomacyMap', () => ({
  DiplomacyMap: (props: { position: { units: { location: string; type: string; power: string }[] }; editMode: boolean; onUnitDrop?: (u: unknown, l: string) => void; onProvinceClick?: (id: string) => void }) => (
    <div data-testid="diplomacy-map" data-edit={String(props.editMode)}>
      {props.position.units.map((u) => (
        <button key={u.location} type="button" data-unit={u.location} onClick={() => props.onUnitDrop?.(u, 'pic')}>{u.power} {u.type} {u.location}</button>
      ))}
    </div>
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fixtures = join(import.meta.dirname, '../../fixtures/workspace');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');

let container: HTMLElement;
let root: Root;
let gameId: string;

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error(`timed out waiting for ${what}`);
}
const q = <T extends Element = HTMLElement>(sel: string) => container.querySelector<T>(sel);
const byTest = (id: string) => q(`[data-testid="${id}"]`);
const button = (text: string | RegExp) => [...container.querySelectorAll('button')].find((b) => typeof text === 'string' ? b.textContent?.trim() === text : text.test(b.textContent ?? ''));
const stateOf = (power: string) => byTest(`power-${power}`)?.getAttribute('data-state');
async function type(el: HTMLInputElement | HTMLTextAreaElement | null, value: string) {
  if (!el) throw new Error('no field to type into');
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function choose(el: HTMLSelectElement | null, value: string) {
  if (!el) throw new Error('no select');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const click = (el: Element | null | undefined) => act(async () => { if (!el) throw new Error('nothing to click'); (el as HTMLElement).click(); });
const key = (init: KeyboardEventInit) => act(async () => { window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init })); });

async function paste(text: string) {
  await type(q<HTMLTextAreaElement>('[data-testid="paste-box"]'), text);
  await click(byTest('add-mail'));
  await until(() => q<HTMLTextAreaElement>('[data-testid="paste-box"]')!.value === '', 'the mail stored');
}
async function recordsOfKind(kind: string) {
  return (await readAllRows(await db())).records.filter((r) => r.kind === kind).sort((a, b) => a.createdAt - b.createdAt); // ids are random: order by time
}

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  const { appDb } = await import('../../../renderer/storage/db');
  const { createGame } = await import('../../../renderer/storage/games');
  await appDb().delete();
  await appDb().open();
  const game = await createGame(appDb(), { name: 'Board 7', family: 'diplomacy', variant: 'standard', profile: 'wm2004', phase: 'S1901M', settings: { diplomacy: { gmName: 'Tom', gmAddress: 'gm@example.org' } } });
  gameId = game.id;
  const { DiplomacyWorkspace } = await import('../../../renderer/diplomacy/ui/DiplomacyWorkspace');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<DiplomacyWorkspace gameId={gameId} />));
  await until(() => byTest('powers-strip') !== null, 'the workspace');
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function db() { return (await import('../../../renderer/storage/db')).appDb(); }
const france = (date: string | null, body: string) =>
  `From: Marie <marie@example.fr>\nTo: gm@example.org\n${date ? `Date: ${date}\n` : ''}Subject: Board 7: France S1901M\n\n${body}\n`;
const versions = () => [...container.querySelectorAll('[data-testid="version"]')].map((b) => b.textContent ?? '');

describe('sets ranked by when they were sent', () => {
  it('000 D.III(3)a: France\'s revised mail pasted before the original is used; the list is by Date: and the original\'s lines are superseded', async () => {
    await paste(france('Thu, 17 Sep 2026 12:30:00 +0000', 'A Par - Pic\nF Bre - Eng'));
    await paste(france('Thu, 17 Sep 2026 10:00:00 +0000', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa'));
    await until(() => versions().length === 2 && stateOf('France') === 'complete', 'both mails read');
    expect(versions()[0]).toContain('France · Marie <marie@example.fr> · “Board 7: France S1901M” · Date: Thu, 17 Sep 2026 12:30:00 +0000');
    expect(versions()[1]).toContain('Date: Thu, 17 Sep 2026 10:00:00 +0000');
    // The original (pasted last, but sent first): every order line superseded, with the rule.
    await click(container.querySelectorAll('[data-testid="version"]')[1]);
    await until(() => byTest('raw-mail')?.textContent?.includes('A Mar - Spa') === true, 'the original shown');
    const lines = [...container.querySelectorAll('[data-testid="verdicts"] li')].filter((li) => /A Par - Bur|F Bre - Mao|A Mar - Spa/.test(li.textContent ?? ''));
    expect(lines.map((li) => li.getAttribute('data-kind'))).toEqual(['superseded', 'superseded', 'superseded']);
    expect(lines[0]!.textContent).toContain('000 D.III(3)a');
    // The orders to adjudicate are the revision's.
    expect(byTest('orders-panel')!.textContent).toContain('A PAR - PIC');
    expect(byTest('orders-panel')!.textContent).not.toContain('A PAR - BUR');
  });

  it('000 D.III(3)a: two undated sets: the GM puts them in order, the choice is stored, and the last one is used', async () => {
    await paste(france(null, 'A Par - Bur'));
    await paste(france(null, 'A Par - Pic'));
    await until(() => byTest('sending-order') !== null, 'the doubt shown');
    expect(stateOf('France')).toBe('look');
    expect(byTest('power-France')!.textContent).toContain('needs a look');
    const sets = () => [...container.querySelectorAll('[data-testid="sending-order-set"]')];
    expect(sets()).toHaveLength(2);
    // Proposed: paste order. The GM says the second pasted was sent first.
    await click([...sets()[1]!.querySelectorAll('button')].find((b) => b.textContent === '↑ earlier'));
    await click(byTest('confirm-sending-order'));
    await until(() => byTest('sending-order') === null && stateOf('France') === 'complete', 'the choice applied');
    const stored = (await recordsOfKind('diplomacy:sending-order')).map((r) => r.payload as { power: string; order: string[]; who: string });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ power: 'France', who: 'Tom' });
    const rows = (await readAllRows(await db())).rawInputs.sort((a, b) => a.receivedAt - b.receivedAt);
    expect(stored[0]!.order).toEqual([`${rows[1]!.id}#0`, `${rows[0]!.id}#0`]);
  });
});

describe('never silent', () => {
  const picture = france('Thu, 17 Sep 2026 11:00:00 +0000', 'My orders are in the attached picture.\n[image: orders.png]');

  it('000 D.VII(6)(a): a power whose mail gave no usable order shows "needs a look"; Adjudicate asks, and each answer is stored before it is acted on', async () => {
    await paste(picture);
    await until(() => stateOf('France') === 'look', 'France needs a look');
    expect(byTest('power-France')!.textContent).toContain('needs a look: its mail gave no usable order');
    expect(byTest('versions')!.textContent).toContain('needs a look: no usable order read');
    expect(byTest('mail-flags')!.textContent).toContain('no line of this mail gave a usable order');
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await click(byTest('adjudicate'));
    await until(() => byTest('adjudicate-question') !== null, 'the question');
    expect(byTest('adjudicate-question')!.textContent).toContain('France will be NMR: its mail gave no usable order.');
    await click(byTest('adjudicate-question-look'));
    await until(() => byTest('adjudicate-question') === null, 'the question closed');
    expect(byTest('results-panel')?.textContent ?? '').not.toContain('Results of S1901M');
    expect(await recordsOfKind('diplomacy:adjudicate-answer')).toHaveLength(1); // stored before anything else
    await click(byTest('adjudicate'));
    await until(() => byTest('adjudicate-question') !== null, 'asked again');
    await click(byTest('adjudicate-question-go'));
    await until(() => (byTest('results-panel')?.textContent ?? '').includes('Results of S1901M'), 'the results');
    const answers = (await recordsOfKind('diplomacy:adjudicate-answer')).map((r) => r.payload as { answer: string; questions: string[] });
    expect(answers.map((a) => a.answer)).toEqual(['look', 'adjudicate']);
    expect(answers[1]!.questions).toEqual(['France will be NMR: its mail gave no usable order.']);
  });

  it('a mail that needs a look arriving after an adjudication takes the results away without asking; the next Adjudicate asks', async () => {
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await click(byTest('adjudicate'));
    await until(() => (byTest('results-panel')?.textContent ?? '').includes('Results of S1901M'), 'the results');
    await paste(picture);
    await until(() => stateOf('France') === 'look' && byTest('results-panel') === null, 'the results gone');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(byTest('adjudicate-question')).toBeNull();
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled again');
    await click(byTest('adjudicate'));
    await until(() => byTest('adjudicate-question') !== null, 'the question');
  });

  it('a mail naming another phase than the board (F01 while S1901M) warns on the mail', async () => {
    await paste('From: Marie <marie@example.fr>\nTo: gm@example.org\nSubject: Board 7: France F01\n\nA Par - Bur\n');
    await until(() => byTest('mail-flags') !== null, 'the mail flags');
    expect(byTest('mail-flags')!.textContent).toContain('names "F01", but the board is S1901M');
  });

  it('a phase with nothing to ask adjudicates at once (powers with no mail are NMR without a question)', async () => {
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await click(byTest('adjudicate'));
    await until(() => (byTest('results-panel')?.textContent ?? '').includes('Results of S1901M'), 'the results');
    expect(byTest('adjudicate-question')).toBeNull();
    expect(await recordsOfKind('diplomacy:adjudicate-answer')).toHaveLength(0);
  });
});
