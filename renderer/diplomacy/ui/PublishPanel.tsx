// Publishing a phase: the results post in the three dialects (nJudge text, BBCode, Markdown cut
// into Discord messages), written in the worker by core/diplomacy/publish, copied or saved through
// the platform bridge; and the map as shown, as a PNG with its legend at a chosen width, saved or
// copied to the clipboard (to paste straight into a forum post or Discord). Results
// of a first-year phase in which a power NMR'd are held back (000 D.VII(6)(b)): the panel says why
// and offers no way to release them.
import { useEffect, useId, useState } from 'react';
import { platform } from '../../platform';
import { callCore } from '../../worker/client';
import type { PublishedPost } from '../../worker/api';
import type { Variant } from '../../../core/diplomacy/variant';
import type { MapGeometry } from '../../../core/diplomacy/mapGeometry';
import type { PhaseReport, PressPolicyId } from '../../../core/diplomacy/publish/index';
import type { ReleaseDecision } from '../../../core/diplomacy/running/index';
import type { Order, OrderResult, Position } from '../../../core/diplomacy/types';

type DialectTab = 'njudge' | 'bbcode' | 'markdown';
const dialectNames: Record<DialectTab, string> = { njudge: 'nJudge text', bbcode: 'BBCode (forum)', markdown: 'Markdown (Discord)' };
const extensions: Record<DialectTab, string> = { njudge: 'txt', bbcode: 'bbcode.txt', markdown: 'md' };

const geometries = import.meta.glob('../../../assets/variants/*/geometry.json', { import: 'default' });

export interface MapShown { position: Position; orders: readonly (OrderResult | Order)[]; phaseLabel: string }

export interface PublishPanelProps {
  variant: Variant;
  gameName: string;
  phase: string | null;
  /** True when the adjudication on the table is not committed yet. */
  preview: boolean;
  report: PhaseReport | null;
  pressPolicy: PressPolicyId;
  judge: string;
  release: ReleaseDecision | null;
  map: MapShown;
}

function fileStem(gameName: string, phase: string): string {
  return `${gameName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'game'}-${phase}`;
}

/** The results post for `report`, written in the worker whenever the report changes. */
function usePost(variantId: string, report: PhaseReport | null, pressPolicy: PressPolicyId, judge: string): { post: PublishedPost | null; error: string | null } {
  const [state, setState] = useState<{ key: string; post: PublishedPost | null; error: string | null }>({ key: '', post: null, error: null });
  const key = report ? JSON.stringify([variantId, report, pressPolicy, judge]) : '';
  useEffect(() => {
    if (!report) return;
    let live = true;
    callCore((core) => core.publishResults({ variantId, report, pressPolicy, judge })).then(
      (post) => { if (live) setState({ key, post, error: null }); },
      (error: Error) => { if (live) setState({ key, post: null, error: error.message }); });
    return () => { live = false; };
    // `key` names everything the post depends on.
  }, [key]);
  return state.key === key ? state : { post: null, error: null };
}

export function PublishPanel({ variant, gameName, phase, preview, report, pressPolicy, judge, release, map }: PublishPanelProps) {
  const id = useId();
  const [dialect, setDialect] = useState<DialectTab>('njudge');
  const [width, setWidth] = useState('1200');
  const [withOrders, setWithOrders] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { post, error } = usePost(variant.id, report, pressPolicy, judge);
  const blocked = release !== null && !release.release;
  const text = post ? post[dialect] : '';
  const stem = phase ? fileStem(gameName, phase) : 'results';

  async function act(what: () => Promise<string>) {
    setDone(null); setProblem(null);
    try { setDone(await what()); } catch (e) { setProblem(e instanceof Error ? e.message : String(e)); }
  }
  const copy = (t: string, label: string) => act(async () => { await platform.copyToClipboard(t); return `${label} copied to the clipboard.`; });
  const save = () => act(async () => {
    const name = `${stem}.${extensions[dialect]}`;
    return (await platform.saveFile({ suggestedName: name, kind: 'text', text })) ? `Saved as ${name}.` : 'Not saved.';
  });
  /** The map on screen as PNG base64, with its legend, at the chosen width. */
  async function mapPng(): Promise<string> {
    const [{ default: Konva }, { exportMapPng }, { phaseTitle }] = await Promise.all([import('konva'), import('../../map/exportPng'), import('../../map/phaseTitle')]);
    // The map on screen is the one in the workspace's map box; its layers are cloned as drawn.
    const stage = Konva.stages.find((s) => s.container().isConnected && s.container().closest('[data-testid="map-box"]'));
    if (!stage) throw new Error('The map is not on screen.');
    const load = geometries[`../../../assets/variants/${variant.id}/geometry.json`];
    if (!load) throw new Error('This variant has no map drawing.');
    return exportMapPng(stage, { variant, geometry: (await load()) as MapGeometry, position: map.position, title: gameName, phase: phaseTitle(variant, map.position.phase), width: Number(width), withOrders });
  }
  const savePng = () => act(async () => {
    const png = await mapPng();
    const name = `${stem}-map.png`;
    return (await platform.saveFile({ suggestedName: name, kind: 'png', dataBase64: png })) ? `Map saved as ${name}.` : 'Not saved.';
  });
  // A failed copy (a browser without an image clipboard, a denied permission) shows its message
  // and leaves Save PNG… as the way out.
  const copyPng = () => act(async () => {
    await platform.copyImageToClipboard(await mapPng());
    return 'Map image copied to the clipboard.';
  });

  return (
    <section className="panel publish-panel" aria-labelledby={`${id}-h`} data-testid="publish-panel">
      <h2 id={`${id}-h`}>Publish {phase ?? ''}</h2>
      {!report && <p className="muted">Adjudicate (Ctrl+Enter), or choose a committed phase in the history, to write its results.</p>}
      {report && preview && <p className="muted" data-testid="publish-preview-note">Not committed yet: commit (Ctrl+Shift+Enter) before you send this.</p>}
      {blocked && (
        <p className="error" role="alert" data-testid="release-blocked">
          Results held back: {release.reason}{release.clause ? <span className="clause"> {release.clause}</span> : null}
        </p>
      )}
      {report && (
        <>
          <div role="radiogroup" aria-label="Format" className="tabs">
            {(Object.keys(dialectNames) as DialectTab[]).map((d) => (
              <button key={d} type="button" role="radio" aria-checked={dialect === d} className={`tab${dialect === d ? ' active' : ''}`}
                onClick={() => setDialect(d)} data-testid={`dialect-${d}`}>{dialectNames[d]}</button>
            ))}
          </div>
          {error && <p className="error" role="alert">{error}</p>}
          <pre className="raw publish-text" data-testid="publish-text" tabIndex={0} aria-label={`${dialectNames[dialect]} results`}>{post ? text : 'Writing…'}</pre>
          <p className="publish-buttons">
            <button type="button" disabled={!post || blocked} onClick={() => void copy(text, dialectNames[dialect])} data-testid="publish-copy">Copy</button>
            <button type="button" className="quiet" disabled={!post || blocked} onClick={() => void save()} data-testid="publish-save">Save…</button>
          </p>
          {dialect === 'markdown' && post && post.discord.length > 1 && (
            <p className="publish-buttons" data-testid="discord-parts">Discord takes 2,000 characters a message:{' '}
              {post.discord.map((part, i) => (
                <button key={i} type="button" className="quiet" disabled={blocked} onClick={() => void copy(part, `Part ${i + 1} of ${post.discord.length}`)}>Copy part {i + 1}</button>
              ))}
            </p>
          )}
          {post && post.withheld.length > 0 && (
            <p className="muted" data-testid="press-withheld">Press not printed: {post.withheld.map((w) => w.reason).join('; ')}.</p>
          )}
        </>
      )}
      <h3>Map image</h3>
      <p className="publish-buttons">
        <label htmlFor={`${id}-w`}>Width (px)</label>{' '}
        <input id={`${id}-w`} inputMode="numeric" size={6} value={width} onChange={(e) => setWidth(e.target.value.trim())} data-testid="png-width" />{' '}
        <label><input type="checkbox" checked={withOrders} onChange={(e) => setWithOrders(e.target.checked)} data-testid="png-arrows" /> with order arrows</label>{' '}
        <button type="button" className="quiet" disabled={blocked} onClick={() => void savePng()} data-testid="png-save">Save PNG…</button>{' '}
        <button type="button" className="quiet" disabled={blocked} onClick={() => void copyPng()} data-testid="png-copy">Copy PNG</button>
      </p>
      {done && <p role="status" data-testid="publish-done">{done}</p>}
      {problem && <p className="error" role="alert">{problem}</p>}
    </section>
  );
}
