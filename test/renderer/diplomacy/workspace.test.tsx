// The workspace's React components in happy-dom with fake-indexeddb: the inbox (stored before
// parsing, verdicts with words, raw line highlighted, late/rejected with a reason), the GM's
// corrections (reason dialog, clause offers, undo) and the history (commit, step back, roll back
// with the TD's consent, branches kept). The worker is core called in-process; the Konva map is
// replaced by a stand-in that lists units and can "drop" one, since happy-dom has no canvas.
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
  return (await readAllRows(await db())).records.filter((r) => r.kind === kind);
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

describe('inbox', () => {
  it('stores a paste verbatim before reading it, shows each verdict as a word with its raw line highlighted on hover', async () => {
    expect(stateOf('Germany')).toBe('nmr');
    const text = fixture('s1901-germany.eml');
    await paste(text);
    const rows = (await readAllRows(await db())).rawInputs;
    expect(rows.map((r) => r.text)).toEqual([text]);
    await until(() => stateOf('Germany') === 'complete', 'Germany complete');
    expect(stateOf('France')).toBe('nmr');
    expect(byTest('power-France')!.textContent).toContain('NMR');
    const typo = [...container.querySelectorAll('[data-testid="verdicts"] li')].find((li) => li.textContent?.includes('Denmrak'))!;
    expect(typo.getAttribute('data-kind')).toBe('corrected');
    expect(typo.querySelector('.word')!.textContent).toBe('corrected');
    await act(async () => { typo.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    expect(byTest('raw-highlight')?.textContent).toBe('F Kiel - Denmrak');
    expect(byTest('raw-mail')!.textContent).toBe(text); // as text, all of it
    // Without a mouse: a verdict takes focus (Tab) and focus highlights its line the same way.
    await act(async () => { typo.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })); });
    expect(byTest('raw-highlight')).toBeNull();
    const accepted = [...container.querySelectorAll<HTMLElement>('[data-testid="verdicts"] li')].find((li) => li.textContent?.includes('A Ber - Kie'))!;
    expect(accepted.tabIndex).toBe(0);
    await act(async () => { accepted.focus(); });
    expect(byTest('raw-highlight')?.textContent).toBe('A Ber - Kie');
  });

  it('hostile text is shown as text and never as markup', async () => {
    await paste('From: <b>x</b>\n<img src=x onerror=alert(1)>\nA Par - Bur\n');
    await until(() => stateOf('France') === 'complete', 'France read');
    expect(container.querySelector('img, b')).toBeNull();
    expect(byTest('raw-mail')!.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('000 D.VII(3)a: a mail marked late with a reason no longer counts; counted again it does', async () => {
    await paste(fixture('s1901-italy.eml'));
    await until(() => stateOf('Italy') === 'complete', 'Italy complete');
    await click(button('Mark late…'));
    await type(q<HTMLInputElement>('.mark input'), 'arrived 18:05 GMT, deadline 18:00');
    await click(button('Set aside'));
    await until(() => stateOf('Italy') === 'nmr', 'Italy NMR after late');
    expect(byTest('versions')!.textContent).toContain('late: arrived 18:05 GMT, deadline 18:00');
    await click(button('Count this mail again'));
    await until(() => stateOf('Italy') === 'complete', 'Italy counted again');
  });

  it('000 D.III(3)a: a revision, and setting it aside, each say whose set France\'s orders now come from (the earlier set coming back is never silent)', async () => {
    const france = (date: string, subject: string, body: string) => `From: Marie <marie@example.fr>\nTo: gm@example.org\nDate: ${date}\nSubject: ${subject}\n\n${body}\n`;
    await paste(france('Thu, 17 Sep 2026 10:00:00 +0000', 'Board 7: France S1901M', 'A Par - Bur\nF Bre - Mao\nA Mar - Spa'));
    await until(() => stateOf('France') === 'complete', 'France complete');
    await paste(france('Thu, 17 Sep 2026 12:00:00 +0000', 'Board 7: France revised', 'A Par - Pic\nF Bre - Eng\nA Mar - Spa'));
    await until(() => (byTest('set-changes')?.textContent ?? '').includes('revised'), 'the revision said');
    expect(byTest('set-changes')!.textContent).toContain('France: orders now from Marie <marie@example.fr>, "Board 7: France revised", no longer from Marie <marie@example.fr>, "Board 7: France S1901M".');
    // The revision is listed first (newest Date:) and shown: the GM sets it aside.
    await click(button('Reject…'));
    await type(q<HTMLInputElement>('.mark input'), 'sent for board 9 by mistake');
    await click(button('Set aside'));
    await until(() => (byTest('set-changes')?.textContent ?? '').includes('no longer from Marie <marie@example.fr>, "Board 7: France revised"'), 'the original said to be back');
    expect(byTest('set-changes')!.textContent).toContain('France: orders now from Marie <marie@example.fr>, "Board 7: France S1901M"');
    expect(stateOf('France')).toBe('complete');
  });

  it('editing a line stores a new input and keeps the original', async () => {
    await paste(fixture('s1901-austria.eml'));
    await until(() => stateOf('Austria') === 'check', 'Austria has a line to check');
    const bad = [...container.querySelectorAll('[data-testid="verdicts"] li')].find((li) => li.textContent?.includes('F Tri - Tyr'))!;
    await click([...bad.querySelectorAll('button')].find((b) => b.textContent === 'edit line'));
    await type(q<HTMLInputElement>('.edit-line input'), 'F Tri - Alb');
    await click(button('Re-read'));
    await until(() => stateOf('Austria') === 'complete', 'Austria complete after the edit');
    const texts = (await readAllRows(await db())).rawInputs.map((r) => r.text);
    expect(texts).toHaveLength(2);
    expect(texts).toContain(fixture('s1901-austria.eml'));
    expect(texts.some((t) => t.includes('F Tri - Alb') && !t.includes('Tyr'))).toBe(true);
  });
});

describe('corrections (edit log)', () => {
  it('E enters edit mode; a dropped unit asks for a reason, offers the house rules\' correction clauses as one click (none marked as fitting a plain move), is stored and undone', async () => {
    await key({ key: 'e' });
    expect(byTest('edit-banner')).not.toBeNull();
    expect(byTest('diplomacy-map')!.getAttribute('data-edit')).toBe('true');
    await click(q('[data-unit="par"]')); // the stand-in drops A Par on Picardy
    await until(() => byTest('edit-dialog') !== null, 'the reason dialog');
    expect(byTest('edit-dialog')!.textContent).toContain('Moved France A PAR to PIC');
    expect((button('Save correction') as HTMLButtonElement).disabled).toBe(true);
    // 000 D.VIII(1)-(3) for this wm2004 game, each one click; a plain move fits neither (2) nor (3).
    const offered = [...container.querySelectorAll<HTMLButtonElement>('[data-testid="edit-dialog"] [data-clause]')];
    expect(offered.map((b) => b.dataset.clause)).toEqual(['000 D.VIII(1)', '000 D.VIII(2)', '000 D.VIII(3)']);
    expect(byTest('edit-dialog')!.textContent).not.toContain('fits this change');
    await click(offered[2]!);
    expect(q<HTMLTextAreaElement>('[data-testid="edit-dialog"] textarea')!.value).toMatch(/^Flying Dutchman/);
    await click(button('No clause'));
    await type(q<HTMLTextAreaElement>('[data-testid="edit-dialog"] textarea'), 'army was misplaced by the GM');
    await click(button('Save correction'));
    await until(() => byTest('edits') !== null, 'the corrections list');
    expect(byTest('edits')!.textContent).toContain('Moved France A PAR to PIC — army was misplaced by the GM');
    expect(q('[data-unit="pic"]')).not.toBeNull();
    const records = await recordsOfKind('diplomacy:edit');
    expect(records).toHaveLength(1);
    expect(records[0]!.payload).toMatchObject({ who: 'Tom', reason: 'army was misplaced by the GM' });
    await click(button('Undo'));
    await until(() => q('[data-unit="par"]') !== null, 'the unit back in Paris');
    expect(byTest('edits')).toBeNull();
  });

  it('000 D.VIII(3): adding a unit from the province card (no mouse needed) offers the Flying Dutchman clause', async () => {
    await key({ key: 'e' });
    await choose(q<HTMLSelectElement>('[data-testid="province-select"]'), 'boh');
    await click(button('Add…'));
    await until(() => byTest('edit-dialog') !== null, 'the reason dialog');
    expect(byTest('edit-dialog')!.textContent).toContain('000 D.VIII(3)');
    // The clause that fits comes first, marked so; one click cites it and the reason stays editable.
    const first = q<HTMLButtonElement>('[data-testid="edit-dialog"] [data-clause]')!;
    expect(first.dataset.clause).toBe('000 D.VIII(3)');
    expect(first.textContent).toContain('fits this change');
    await click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    await type(q<HTMLTextAreaElement>('[data-testid="edit-dialog"] textarea'), 'extra unit existed for two adjudications');
    await click(button('Save correction'));
    await until(() => byTest('edits') !== null, 'the corrections list');
    expect(byTest('edits')!.textContent).toContain('000 D.VIII(3)');
  });
});

describe('history', () => {
  async function playSpring() {
    for (const f of ['s1901-austria.eml', 's1901-england-2.eml', 's1901-france.eml', 's1901-germany.eml', 's1901-italy.eml', 's1901-russia.eml', 's1901-turkey.eml']) await paste(fixture(f));
    await until(() => ['England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].every((p) => stateOf(p) === 'complete'), 'all mails read');
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await key({ key: 'Enter', ctrlKey: true });
    await until(() => byTest('results-panel') !== null, 'the results');
    await key({ key: 'Enter', ctrlKey: true, shiftKey: true });
    await until(() => byTest('phase-name')?.textContent === 'F1901M', 'the next phase');
  }

  it('commits, steps back with Alt+←, and a rollback with the TD’s consent (000 D.VIII(1)b) keeps the old phases as a branch', async () => {
    await playSpring();
    expect((await (await db()).games.get(gameId))!.phase).toBe('F1901M');
    await key({ key: 'ArrowLeft', altKey: true });
    await until(() => byTest('phase-name')?.textContent === 'S1901M', 'the history view');
    expect(byTest('results-panel')!.textContent).toContain('Results of S1901M');
    await click(byTest('rollback'));
    await until(() => byTest('rollback-dialog') !== null, 'the rollback dialog');
    const submit = button('Roll back') as HTMLButtonElement;
    await type(q<HTMLTextAreaElement>('#rollback-reason'), 'Russian support was misread');
    expect(submit.disabled).toBe(true); // no consent yet
    await type(q<HTMLInputElement>('#rollback-consent'), 'TD Jane Smith');
    await click(submit);
    await until(() => byTest('phase-name')?.textContent === 'S1901M' && byTest('powers-strip') !== null, 'S1901M to play again');
    expect((await (await db()).games.get(gameId))!.phase).toBe('S1901M');
    const rollback = (await recordsOfKind('diplomacy:rollback'))[0]!;
    expect(rollback.payload).toMatchObject({ consentBy: 'TD Jane Smith', reason: 'Russian support was misread', who: 'Tom' });
    // The mails of S1901M are still there; commit it again and the first S1901M is a branch.
    await until(() => stateOf('France') === 'complete', 'the mails read again');
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await key({ key: 'Enter', ctrlKey: true });
    await until(() => byTest('results-panel') !== null, 'the results');
    await key({ key: 'Enter', ctrlKey: true, shiftKey: true });
    await until(() => byTest('phase-name')?.textContent === 'F1901M', 'F1901M again');
    // Said plainly, and the kept results can be compared and opened (issue 14).
    expect(byTest('kept-branch')!.textContent).toMatch(/^Earlier results for S1901M kept \(rolled back\): open S1901M · compare S1901M$/);
    await click(byTest('compare-branch'));
    await until(() => byTest('compare-dialog') !== null, 'the comparison');
    expect(byTest('compare-dialog')!.textContent).toMatch(/agree on every order and every centre|Kept \(rolled back\)/);
    await click(button('Close'));
    await click(button('open S1901M'));
    await until(() => byTest('viewing-note') !== null, 'the kept results on screen');
    expect(byTest('viewing-note')!.textContent).toContain('the earlier results for S1901M, kept when the game was rolled back');
    expect(byTest('results-panel')!.textContent).toContain('Results of S1901M');
  });

  it('the commit the workspace stores is the one core plays from the records alone (what the CLI appends to a game file)', async () => {
    for (const f of ['s1901-austria.eml', 's1901-england-2.eml', 's1901-france.eml', 's1901-germany.eml', 's1901-italy.eml', 's1901-russia.eml', 's1901-turkey.eml']) await paste(fixture(f));
    await until(() => ['England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'].every((p) => stateOf(p) === 'complete'), 'all mails read');
    const { readGameLog } = await import('../../../renderer/diplomacy/gameLog');
    const { adjudicatePhase } = await import('../../../core/diplomacy/record/adjudicatePhase');
    const { commitRecord } = await import('../../../core/diplomacy/record/commitRecord');
    const before = await readGameLog(await db(), gameId);
    const played = await adjudicatePhase((await (await db()).games.get(gameId))!, before);
    if (played.kind !== 'adjudicated') throw new Error(`core asked first: ${played.questions.join('; ')}`);
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await key({ key: 'Enter', ctrlKey: true });
    await until(() => byTest('results-panel') !== null, 'the results');
    await key({ key: 'Enter', ctrlKey: true, shiftKey: true });
    await until(() => byTest('phase-name')?.textContent === 'F1901M', 'the next phase');
    const [stored] = await recordsOfKind('diplomacy:commit');
    const game = (await (await db()).games.get(gameId))!;
    // Appended by core on the log as it was, with the app's id and clock, the record and the game
    // row come out exactly as the app stored them.
    const planned = commitRecord(before, played.draft, played.nextPhase, game.settings, stored!.id, stored!.createdAt);
    expect({ ...planned.record, gameId }).toEqual(stored);
    expect({ phase: game.phase, updatedAt: game.updatedAt, nextDeadline: game.nextDeadline }).toEqual(planned.game);
    expect(played.draft.orders.length).toBeGreaterThan(20);
  });

  it('a committed phase whose record cannot be read (its parent gone from a hand-edited file) is said on screen, not skipped quietly', async () => {
    const payload = { compact: 1, parent: 'a-commit-not-in-this-file', phase: 'F1901M', positionDelta: null, orders: { k: [], r: [] }, results: { k: [], r: [] }, notices: [], nextDelta: null, nmr: [], edits: [], inputs: [], who: 'GM' };
    await act(async () => { await (await db()).records.add({ id: 'broken-commit', gameId, kind: 'diplomacy:commit', phase: 'F1901M', payload, createdAt: 5 }); });
    await until(() => byTest('log-problems') !== null, 'the problem shown');
    expect(byTest('log-problems')!.textContent).toContain('The committed phase F1901M (record broken-commit) cannot be read');
    expect(byTest('log-problems')!.getAttribute('role')).toBe('alert');
  });

  it('right after Commit, Publish offers the phase just committed', async () => {
    await playSpring();
    await click(byTest('open-publish'));
    await until(() => /Publish S1901M/.test(container.textContent ?? ''), 'the publish panel on S1901M');
    expect(container.textContent).not.toContain('choose a committed phase in the history');
  });

  it('commit needs an adjudication first and says so', async () => {
    await key({ key: 'Enter', ctrlKey: true, shiftKey: true });
    const { uiStore } = await import('../../../renderer/app/store');
    expect(uiStore.getState().notice?.text).toMatch(/Adjudicate first/);
    expect(await recordsOfKind('diplomacy:commit')).toHaveLength(0);
  });
});

describe('honest wording (issue 14)', () => {
  it('an illegal order is reported as illegal, with why, not as "no order given"; the status line says when the mail has been read', async () => {
    const { uiStore } = await import('../../../renderer/app/store');
    await paste(fixture('s1901-austria.eml'));
    await until(() => stateOf('Austria') === 'check', 'Austria has a line to check');
    await until(() => !/reading it…$/.test(uiStore.getState().notice?.text ?? ''), 'the status line after reading: ' + uiStore.getState().notice?.text);
    expect(uiStore.getState().notice?.text).toMatch(/^Mail read: 1 line needs a look/);
    await until(() => !(byTest('adjudicate') as HTMLButtonElement).disabled, 'adjudicate enabled');
    await click(byTest('adjudicate'));
    await until(() => byTest('results-panel') !== null, 'the results');
    const tri = [...container.querySelectorAll('[data-testid="result-line"]')].find((li) => li.textContent?.includes('F TRI'))!;
    expect(tri.getAttribute('data-illegal')).toBe('true');
    expect(tri.textContent).toContain('illegal order');
    expect(tri.textContent).toContain('F Tri - Tyr');
    expect(tri.textContent).not.toContain('no order given');
  });

  it('a retreat NMR says its dislodged units are disbanded, not that they hold (002 BT22)', async () => {
    const { nmrWords } = await import('../../../renderer/diplomacy/ui/ResultsPanel');
    expect(nmrWords('retreat')).toContain('disbanded');
    expect(nmrWords('retreat')).not.toContain('hold');
    expect(nmrWords('movement')).toContain('its units hold');
  });
});

describe('the paste box (issue 14)', () => {
  it('keeps a half-pasted mail as a draft across a reload, and forgets it once the mail is added', async () => {
    await type(q<HTMLTextAreaElement>('[data-testid="paste-box"]'), 'From: france@example.org\nA Par - Bur\n');
    await act(async () => root.unmount());
    root = createRoot(container);
    const { DiplomacyWorkspace } = await import('../../../renderer/diplomacy/ui/DiplomacyWorkspace');
    await act(async () => root.render(<DiplomacyWorkspace gameId={gameId} />));
    await until(() => byTest('paste-box') !== null, 'the workspace again');
    expect(q<HTMLTextAreaElement>('[data-testid="paste-box"]')!.value).toBe('From: france@example.org\nA Par - Bur\n');
    await click(byTest('add-mail'));
    await until(() => q<HTMLTextAreaElement>('[data-testid="paste-box"]')!.value === '', 'the mail stored');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('adjutant.pasteDraft.'))).toEqual([]);
  });
});

describe('accepted lines say what decided them (issue 14)', () => {
  it('000 D.III(1)c: a line read through the player\'s own abbreviation list cites it', async () => {
    const { appDb } = await import('../../../renderer/storage/db');
    const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];
    const players = powers.map((power) => ({ power, name: '', addresses: [], abbreviations: power === 'France' ? { prs: 'par' } : {} }));
    await appDb().games.update(gameId, { settings: { diplomacy: { gmName: 'Tom', gmAddress: 'gm@example.org', players } } });
    await paste('From: france@example.org\nTo: gm@example.org\nSubject: France S1901\n\nFrance:\nA Prs - Bur\n');
    await until(() => stateOf('France') !== 'nmr' && stateOf('France') !== 'reading', 'France read');
    const line = [...container.querySelectorAll('[data-testid="verdicts"] li')].find((li) => li.textContent?.includes('A Prs - Bur'))!;
    expect(line.getAttribute('data-kind')).toBe('accepted');
    expect(line.querySelector('[data-testid="verdict-note"]')!.textContent).toMatch(/'prs' from the player's own abbreviation list.*000 D\.III\(1\)c/);
  });
});
