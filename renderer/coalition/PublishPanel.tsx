// Publishing a resolved turn: the movement update (004 3.1d), the battle announcements (004 3.1e)
// and the control list (004 5.2.1) in BBCode or plain text, copied or saved through the platform
// bridge; and the grid map as a PNG at a chosen width, saved or copied to the clipboard. Each
// publication is recorded.
// The PNG is the drawing the command line writes (`adjutant coalition map --png`): gridSvg.ts's SVG
// of the board on screen (same round, same trails, terrain-only or not), drawn by the browser.
import { useId, useState } from 'react';
import { platform } from '../platform/index';
import type { CoalitionAction, ResolvedTurn } from './coalitionTypes';
import { gridSvg, type GridSvgInput } from './gridSvg';
import { svgToPng } from './svgToPng';

/** What the map on screen shows, and so what the published PNG draws. */
export type ShownMap = Pick<GridSvgInput, 'round' | 'moves' | 'terrainOnly'>;

type What = 'update' | 'announcements' | 'control';
const whatName: Record<What, string> = { update: 'Movement update', announcements: 'Battle announcements', control: 'Control list' };

export function PublishPanel({ resolved, roundName, map, record }: {
  resolved: ResolvedTurn; roundName: string; map: ShownMap; record: (a: CoalitionAction) => Promise<void>;
}) {
  const id = useId();
  const [what, setWhat] = useState<What>('update');
  const [dialect, setDialect] = useState<'bbcode' | 'plain'>('bbcode');
  const [width, setWidth] = useState('900');
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const t = resolved.texts;
  const text = what === 'update' ? (dialect === 'bbcode' ? t.updateBbcode : t.updatePlain)
    : what === 'announcements' ? (dialect === 'bbcode' ? t.announcementsBbcode : t.announcementsPlain)
      : (dialect === 'bbcode' ? t.controlBbcode : t.controlPlain);
  const base = `turn-${resolved.turn}-${what}`;

  async function send(via: 'copy' | 'save') {
    setProblem(null); setDone(null);
    try {
      await record({ kind: 'coalition-published', what, dialect, via, turn: resolved.turn });
      if (via === 'copy') { await platform.copyToClipboard(text); setDone(`${whatName[what]} copied to the clipboard.`); }
      else {
        const name = `${base}.${dialect === 'bbcode' ? 'bbcode.txt' : 'txt'}`;
        setDone((await platform.saveFile({ suggestedName: name, kind: 'text', text })) ? `Saved as ${name}.` : 'Not saved.');
      }
    } catch (e) { setProblem(e instanceof Error ? e.message : String(e)); }
  }

  async function sendPng(via: 'copy' | 'save') {
    setProblem(null); setDone(null);
    try {
      // gridSvg refuses a width outside 200–8000 px with a sentence, shown below the buttons.
      const drawing = gridSvg({ ...map, title: roundName, subtitle: `After turn ${resolved.turn}`, width: Number(width) });
      const png = await svgToPng(drawing.svg, drawing.width, drawing.height);
      await record({ kind: 'coalition-published', what: 'map', dialect: 'png', via, turn: resolved.turn });
      if (via === 'copy') { await platform.copyImageToClipboard(png); setDone('Map image copied to the clipboard.'); }
      else {
        const name = `turn-${resolved.turn}-map.png`;
        setDone((await platform.saveFile({ suggestedName: name, kind: 'png', dataBase64: png })) ? `Map saved as ${name}.` : 'Not saved.');
      }
    } catch (e) { setProblem(e instanceof Error ? e.message : String(e)); }
  }

  return (
    <section className="panel coalition-publish" data-testid="coalition-publish" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Publish turn {resolved.turn}</h2>
      <p className="coalition-buttons">
        <label htmlFor={`${id}-what`}>What</label>{' '}
        <select id={`${id}-what`} value={what} onChange={(e) => setWhat(e.target.value as What)}>
          {(Object.keys(whatName) as What[]).map((w) => <option key={w} value={w}>{whatName[w]}</option>)}
        </select>{' '}
        <label htmlFor={`${id}-d`}>Format</label>{' '}
        <select id={`${id}-d`} value={dialect} onChange={(e) => setDialect(e.target.value as 'bbcode' | 'plain')}>
          <option value="bbcode">BBCode (forum)</option>
          <option value="plain">Plain text</option>
        </select>
      </p>
      <pre className="coalition-preview" data-testid="coalition-publish-text">{text}</pre>
      <p className="coalition-buttons">
        <button type="button" onClick={() => void send('copy')}>Copy</button>
        <button type="button" className="quiet" onClick={() => void send('save')}>Save…</button>
        <span className="coalition-png">
          <label htmlFor={`${id}-w`}>Map width (px)</label>{' '}
          <input id={`${id}-w`} inputMode="numeric" size={6} value={width} onChange={(e) => setWidth(e.target.value.trim())} />{' '}
          <button type="button" className="quiet" onClick={() => void sendPng('save')}>Save map PNG…</button>{' '}
          <button type="button" className="quiet" onClick={() => void sendPng('copy')}>Copy map PNG</button>
        </span>
      </p>
      {done ? <p role="status" data-testid="coalition-publish-done">{done}</p> : null}
      {problem ? <p className="error" role="alert">{problem}</p> : null}
    </section>
  );
}
