// A Maharajah's Diplomacy game in the GM workspace, end to end in Chromium: the GM creates a game
// on the Maharajah map under the Maharajiad house rules, sees the map of Spring 1501 (001 B.I(4)),
// pastes mail written with the official abbreviations (001 B.IV(2): `F Goa - ArS`, `A Agr - Ben`),
// adjudicates and commits Spring and Fall 1501, and reaches the adjustment phase, which the map
// calls the Monsoon (001 B.I(5)); the builds are adjudicated and committed into Spring 1502.
// Screenshots go to test-results/maharajah-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { assertClean, closeGmSession, createGameFromHome, openGmSession, openHome, screenshot, waitForPhase, type Profile, type StaticServer } from './harness';
import { pasteMail, waitForStrip } from './workspaceSteps';

let server: StaticServer;
let gm: Profile;
let page: Page;

beforeAll(async () => { ({ server, gm, page } = await openGmSession()); });
afterAll(async () => { await closeGmSession({ server, gm }); });

const powers = ['Bahmana', 'Delhi', 'Gondwana', 'Mughalistan', 'Persia', 'Rajputana', 'Vijayanagar'] as const;

/** One player's mail: the power named on the first line, then the orders as the player wrote them. */
function mail(power: string, phase: string, orders: string[]): string {
  const who = power.toLowerCase();
  return [
    `From: ${power} player <${who}@example.in>`, 'To: gm@example.org', 'Date: Tue, 15 Sep 2026 12:00:00 +0530',
    `Subject: Maharajah 1: ${power} ${phase}`, '', power, ...orders, '',
  ].join('\n');
}

/** Everyone holds except where `moves` says otherwise (keyed by the power). */
const holds: Record<(typeof powers)[number], string[]> = {
  Bahmana: ['A Ang H', 'A Bij H', 'F Goa H'],
  Delhi: ['A Agr H', 'A Awa H', 'A Muz H'],
  Gondwana: ['A Jab H', 'A Rai H', 'F Sbl H'],
  Mughalistan: ['A Bad H', 'A Bal H', 'A Kab H'],
  Persia: ['F Hor H', 'A Isf H', 'A Mes H'],
  Rajputana: ['A Jod H', 'F Jsl H', 'A Mul H'],
  Vijayanagar: ['A Ban H', 'A Cal H', 'F Pul H'],
};

const everyone = (state: string) => Object.fromEntries(powers.map((p) => [p, state]));

async function adjudicate(p: Page): Promise<string> {
  await p.waitForFunction(() => !(document.querySelector('[data-testid="adjudicate"]') as HTMLButtonElement | null)?.disabled);
  await p.getByTestId('adjudicate').click();
  await p.getByTestId('results-panel').getByTestId('result-line').first().waitFor();
  return p.getByTestId('results-panel').innerText();
}

async function commit(p: Page, next: string): Promise<void> {
  await p.getByTestId('commit').click();
  await waitForPhase(p, next);
}

const mapPhase = () => page.getByTestId('map-phase').innerText();

describe('a Maharajah game in the GM workspace', () => {
  it('creates a game on the Maharajah map with the Maharajiad rules, opening in Spring 1501 (001 B.I(4))', async () => {
    await openHome(page, server.origin);
    await createGameFromHome(page, { name: 'Maharajah 1', family: 'diplomacy', variant: 'maharajah', profile: 'maharajiad' });
    await page.getByTestId('powers-strip').waitFor();
    expect(await page.getByTestId('phase-name').innerText()).toBe('S1501M');
    // The strip lists Maharajah's seven powers, none of the standard map's.
    const strip = await page.getByTestId('powers-strip').innerText();
    for (const p of powers) expect(strip).toContain(p);
    expect(strip).not.toContain('England');
    await page.getByTestId('diplomacy-map').locator('canvas').first().waitFor();
    expect(await mapPhase()).toBe('Spring 1501 movement');
    await waitForStrip(page, everyone('nmr'));
    await screenshot(page, 'maharajah-01-spring-1501');
  });

  it('reads mail in the official abbreviations (001 B.IV(2)a), adjudicates Spring 1501 and commits it', async () => {
    for (const p of powers) {
      const orders = p === 'Bahmana' ? ['F Goa - ArS', 'A Ang H', 'A Bij H']
        : p === 'Delhi' ? ['A Agr - Ben', 'A Awa H', 'A Muz H'] : holds[p];
      await pasteMail(page, mail(p, 'S1501', orders));
    }
    await waitForStrip(page, everyone('complete'));
    const text = await adjudicate(page);
    expect(await page.getByTestId('results-panel').getByTestId('result-line').count()).toBe(21);
    expect(text).toContain('F GOA - ARS SUCCEEDS');
    expect(text).toContain('A AGR - BEN SUCCEEDS');
    await screenshot(page, 'maharajah-02-spring-results');
    await commit(page, 'F1501M');
    expect(await mapPhase()).toBe('Fall 1501 movement');
  });

  it('plays Fall 1501 into the Monsoon, named so on the map (001 B.I(5)), and commits the builds into 1502', async () => {
    for (const p of powers) {
      const orders = p === 'Bahmana' ? ['F ArS - Guj', 'A Ang H', 'A Bij H']
        : p === 'Delhi' ? ['A Ben - Mal', 'A Awa H', 'A Muz H'] : holds[p];
      await pasteMail(page, mail(p, 'F1501', orders));
    }
    await waitForStrip(page, everyone('complete'));
    const text = await adjudicate(page);
    expect(text).toContain('F ARS - GUJ SUCCEEDS');
    expect(text).toContain('A BEN - MAL SUCCEEDS');
    await commit(page, 'W1501A');
    expect(await mapPhase()).toBe('Monsoon 1501 adjustments');
    await expect(page.getByTestId('phase-title').innerText()).resolves.toBe('Monsoon 1501 adjustments');
    expect(await mapPhase()).not.toContain('Winter');
    await screenshot(page, 'maharajah-03-monsoon-1501');
    await pasteMail(page, mail('Bahmana', 'Monsoon 1501', ['Build F Goa']));
    await pasteMail(page, mail('Delhi', 'Monsoon 1501', ['Build A Agr']));
    await waitForStrip(page, { Bahmana: 'complete', Delhi: 'complete' });
    const builds = await adjudicate(page);
    expect(builds).toContain('F GOA B SUCCEEDS');
    expect(builds).toContain('A AGR B SUCCEEDS');
    await commit(page, 'S1502M');
    expect(await mapPhase()).toBe('Spring 1502 movement');
    await screenshot(page, 'maharajah-04-spring-1502');
  });

  it('after a whole year on Malwa the Delhi army makes it a Delhi home centre: notice, star and card (001 B.I(3)a)', async () => {
    // Nobody writes in 1502 (NMR: every unit holds, 001 B.VIII(6)c); with no centre changing hands the
    // Monsoon is skipped, and the year ends with Fall 1502.
    await adjudicate(page);
    await commit(page, 'F1502M');
    const fall = await adjudicate(page);
    expect(fall).toContain('Malwa becomes a home centre of Delhi: A Malwa stood on it for the whole game year (001 B.I(3)a)');
    expect(fall).toContain('Gujarat becomes a home centre of Bahmana');
    await commit(page, 'S1503M');
    expect(await mapPhase()).toBe('Spring 1503 movement');
    // The map draws a star on each converted centre, in the colour of the power it now belongs to.
    await page.waitForFunction(() => {
      const konva = (window as unknown as { Konva?: { stages: { container(): HTMLElement; find(s: string): { id(): string }[] }[] } }).Konva;
      const stage = konva?.stages.find((s) => s.container().isConnected);
      return stage !== undefined && stage.find('.additional-home-centre').length === 2;
    });
    const stars = await page.evaluate(() => {
      const konva = (window as unknown as { Konva: { stages: { container(): HTMLElement; find(s: string): { id(): string; getAttr(a: string): string }[] }[] } }).Konva;
      const stage = konva.stages.find((s) => s.container().isConnected)!;
      return stage.find('.additional-home-centre').map((n) => [n.id(), n.getAttr('fill').toLowerCase()]).sort();
    });
    expect(stars).toEqual([['additional-home-guj', '#eea140'], ['additional-home-mal', '#802606']]);
    await page.getByTestId('province-select').selectOption('mal');
    expect(await page.getByTestId('additional-home-centre').innerText()).toBe('Additional home centre of Delhi (001 B.I(3))');
    await page.getByTestId('province-select').selectOption('agr');
    expect(await page.getByTestId('province-facts').innerText()).toContain('Home centre of Delhi');
    await screenshot(page, 'maharajah-05-converted-home-centres');
    assertClean(gm);
  });
});
