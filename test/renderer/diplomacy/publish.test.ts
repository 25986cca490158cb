// The workspace's results post: a PhaseReport gathered from stored mails (orders as written from
// the verdicts' raw lines, press sorted by the game's press policy, NMR notices, vote outcomes,
// the next deadline in GMT with the GM's local time) and written by the worker's publishResults.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreApi } from '../../../renderer/worker/coreApi';
import { phaseReportOf, pressKindOf, pressOf, pressPolicyOf, publishSourceOf, writtenOrders } from '../../../renderer/diplomacy/ui/publish/phaseReportOf';
import type { MailInput } from '../../../core/diplomacy/record/inbox';
import { phaseInbox } from '../../../core/diplomacy/record/inbox';

const fixtures = join(import.meta.dirname, '../../fixtures/workspace');
const powers = ['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey'];

function mail(id: string, text: string, receivedAt = 1): MailInput {
  return { id, receivedAt, sourceName: id, text, assignedPower: null, editOf: null, status: null };
}

const white = [
  'From: Anna <anna@example.at>', 'To: gm@example.org', 'Subject: Board 7: Austria S1901', '',
  'Austria', 'A Vie - Gal', 'A Bud - Ser', 'F Tri - Alb', '',
  'White press: Greetings from Vienna.', 'End press', '',
].join('\n');

const grey = [
  'From: Wolf <wolf@example.de>', 'To: gm@example.org', 'Subject: Board 7: Germany S1901', '',
  'Germany', 'A Ber - Kie', 'F Kie  -   Den', 'A Mun - Ruh', '',
  'Grey press: Someone in the west is lying.', 'End press', '',
].join('\n');

/** Spring 1901 read and adjudicated the way the workspace does it, through the worker's API. */
async function springWith(mails: MailInput[]) {
  const position = coreApi.openingPosition('standard');
  const readings = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position, inputs: mails.map((m) => ({ id: m.id, text: m.text })) }));
  const inbox = phaseInbox(powers, position, mails, readings, 'last-replaces');
  const { result } = coreApi.adjudicate({ variantId: 'standard', profile: 'wm2004', position, orders: inbox.orders, nmr: inbox.nmr });
  const source = publishSourceOf(null, [], { phase: 'S1901M', position, result, nmr: inbox.nmr, inputs: inbox.statuses.flatMap((s) => s.inputs), mails })!;
  return { readings, inbox, source };
}

describe('publishing a phase from the workspace', () => {
  const france = mail('fr', readFileSync(join(fixtures, 's1901-france.eml'), 'utf8'));
  const germany = mail('de', grey, 2);
  const austria = mail('at', white, 3);

  it('000 D.VIII(4): orders as written are the raw lines of the mails whose orders were used, spacing kept', async () => {
    const { readings, source } = await springWith([france, germany]);
    const written = writtenOrders(source.inputs, readings);
    expect(written.France).toBe('A Par-Bur\nA Mar-Spa\nF Bre-Mid');
    expect(written.Germany).toBe('A Ber - Kie\nF Kie  -   Den\nA Mun - Ruh');
    expect(written.Italy).toBeUndefined();
  });

  it('000 D.X(1)a and 000 D.X(2): white press under its author, grey press in the anonymous section without its author', async () => {
    const { readings, source } = await springWith([france, germany, austria]);
    const report = phaseReportOf('Board 7', source, readings, [], null, 0);
    // France wrote `Press:` without a colour: anonymous (grey), never attributed.
    expect(report.press.map((p) => [p.kind, p.author, p.text])).toEqual([
      ['grey', 'France', 'Vive la France! (white press, signed France)'], ['grey', 'Germany', 'Someone in the west is lying.'], ['white', 'Austria', 'Greetings from Vienna.']]);
    const post = coreApi.publishResults({ variantId: 'standard', report, pressPolicy: 'wm2004' });
    expect(post.njudge).toContain('Movement results for Spring of 1901.');
    expect(post.njudge).toMatch(/^France: Army Paris -> Burgundy\.?$/m);
    expect(post.njudge).toContain('Anonymous or Unofficial Press:');
    expect(post.njudge).toContain('Someone in the west is lying.');
    const anonymous = post.njudge.slice(post.njudge.indexOf('Anonymous or Unofficial Press:'));
    expect(anonymous).not.toContain('Germany');
    expect(anonymous).toContain('Press from Anonymous');
    expect(anonymous).not.toContain('Austria');
    const austriaOrders = post.njudge.slice(post.njudge.indexOf('Austria, as written:'), post.njudge.indexOf('Anonymous or Unofficial Press:'));
    expect(austriaOrders).toContain('Press from Austria to All:');
    expect(austriaOrders).toContain('Greetings from Vienna.');
  });

  it('000 D.X(2): press addressed to powers is published to them, press to all to All', async () => {
    const addressed = mail('at', white.replace('White press: Greetings from Vienna.', 'White press to Germany and Italy: Greetings from Vienna.'), 3);
    const { readings, source } = await springWith([addressed]);
    const report = phaseReportOf('Board 7', source, readings, [], null, 0);
    expect(report.press.map((p) => [p.kind, p.author, p.to, p.text])).toEqual([['white', 'Austria', ['Germany', 'Italy'], 'Greetings from Vienna.']]);
    const post = coreApi.publishResults({ variantId: 'standard', report, pressPolicy: 'wm2004' });
    expect(post.njudge).toContain('Press from Austria to Germany, Italy:');
    const everyone = await springWith([mail('at', white, 3)]);
    const toAll = coreApi.publishResults({ variantId: 'standard', report: phaseReportOf('Board 7', everyone.source, everyone.readings, [], null, 0), pressPolicy: 'wm2004' });
    expect(toAll.njudge).toContain('Press from Austria to All:');
  });

  it('000 D.X(1)c: under Rule B only white press is printed; the grey item is withheld with the clause', async () => {
    const { readings, source } = await springWith([france, germany]);
    const report = phaseReportOf('Board 7', source, readings, [], null, 0);
    const post = coreApi.publishResults({ variantId: 'standard', report, pressPolicy: pressPolicyOf('wm2004', { policies: { press: 'rule-b' } as never }) });
    expect(post.njudge).not.toContain('Someone in the west');
    expect(post.withheld).toEqual([{ kind: 'grey', reason: 'grey press is not accepted (000 D.X(1)c)' }, { kind: 'grey', reason: 'grey press is not accepted (000 D.X(1)c)' }]);
    expect(JSON.stringify(post.withheld)).not.toContain('Germany');
  });

  it('000 D.X(1)d: Rule C publishes no press at all', async () => {
    const { readings, source } = await springWith([france, germany]);
    const post = coreApi.publishResults({ variantId: 'standard', report: phaseReportOf('Board 7', source, readings, [], null, 0), pressPolicy: pressPolicyOf('wm2004', { policies: { press: 'rule-c' } as never }) });
    expect(post.njudge).not.toContain('Vive la France');
    expect(post.withheld.length).toBe(2);
  });

  it('unmarked press is anonymous: the author is never printed unless the player marked it white', async () => {
    expect(pressKindOf('unmarked')).toBe('grey');
    expect(pressKindOf('signed')).toBe('white');
    expect(pressKindOf('black')).toBe('black');
  });

  it('000 D.X(1)a: press marked dark grey (signed with another\'s name) is published as dark grey, in the non-white section, its author never printed', async () => {
    expect(pressKindOf('dark grey')).toBe('dark-grey');
  });

  it('000 D.VII(4)b: the next deadline in GMT with the GM local time; NMR notices for the silent powers', async () => {
    const { readings, source } = await springWith([france, germany]);
    const deadline = Date.UTC(2026, 8, 23, 18, 0);
    const report = phaseReportOf('Board 7', source, readings, [], deadline, 120);
    expect(report.notices).toContainEqual({ kind: 'nmr', power: 'Italy' });
    const post = coreApi.publishResults({ variantId: 'standard', report, pressPolicy: 'wm2004' });
    expect(post.njudge).toContain('The deadline for orders will be Wednesday 23 September 2026, 18:00 GMT.');
    expect(post.njudge).toContain("GM's local time: Wednesday 23 September 2026, 20:00 (GMT+02:00).");
    expect(post.njudge).toContain('Italy sent no orders (NMR).');
  });

  it('000 D.IX(2)c: a vote outcome is published without ballots or counts; BBCode and Markdown carry the same post', async () => {
    const { readings, source } = await springWith([france, germany]);
    const report = phaseReportOf('Board 7', source, readings, [{ description: 'a draw including France, Germany', passed: false, endsGame: false }], null, 0);
    const post = coreApi.publishResults({ variantId: 'standard', report, pressPolicy: 'wm2004' });
    expect(post.njudge).toContain('The proposal for a draw including France, Germany did not pass.');
    expect(post.bbcode).toContain('[code]');
    expect(post.bbcode).toContain('[b]Movement results for Spring of 1901.[/b]');
    expect(post.markdown).toContain('```');
    expect(post.discord.join('\n').length).toBeGreaterThan(0);
    for (const part of post.discord) expect(part.length).toBeLessThanOrEqual(2000);
  });

  it('000 D.IX(2)b: a passed draw is published instead of the adjudication', async () => {
    const { readings, source } = await springWith([france, germany]);
    const report = phaseReportOf('Board 7', source, readings, [{ description: 'a draw including France, Germany', passed: true, endsGame: true }], null, 0);
    const post = coreApi.publishResults({ variantId: 'standard', report, pressPolicy: 'wm2004' });
    expect(post.njudge).toContain('The proposal for a draw including France, Germany passed.');
    expect(post.njudge).toContain('The game is over.');
    expect(post.njudge).not.toContain('France: Army Paris -> Burgundy');
  });

  it('hostile mail text never breaks the post: markup stays text in every dialect', async () => {
    const hostile = mail('x', 'From: a@b\nTo: gm@example.org\nSubject: France\n\nFrance\nA Par - Bur\n\nPress: [url=javascript:x]<script>alert(1)</script>[/url] **bold** ```\nEnd press\n');
    const { readings, source } = await springWith([hostile]);
    const post = coreApi.publishResults({ variantId: 'standard', report: phaseReportOf('Board 7', source, readings, [], null, 0), pressPolicy: 'wm2004' });
    expect(post.bbcode).not.toMatch(/\[url=javascript/);
    expect(post.njudge).toContain('<script>alert(1)</script>');
  });

  it('press of a mail the GM rejected is not published', async () => {
    const rejected = { ...germany, status: { status: 'rejected' as const, reason: 'not the player', who: 'GM' } };
    const readings = (await coreApi.readMail({ variantId: 'standard', profile: 'wm2004', position: coreApi.openingPosition('standard'), inputs: [{ id: 'de', text: grey }] }));
    expect(pressOf([rejected], readings)).toEqual([]);
  });
});
