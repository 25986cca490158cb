// A map as core sees it (the standard map, or the one being chosen in New game), loaded through the worker: proof on the home screen that the
// rules engine is running, and a quick reference for the GM.
import { useVariantSummary } from './useCore';

export function VariantSummaryPanel({ variantId, title = 'Map', children }: { variantId: string; title?: string; children?: React.ReactNode }) {
  const summary = useVariantSummary(variantId);
  return (
    <section className="panel" aria-labelledby="variant-summary-title" data-testid="variant-summary">
      <h2 id="variant-summary-title">{title}</h2>
      {summary.state === 'loading' && <p className="muted">Loading the {variantId} map…</p>}
      {summary.state === 'failed' && <p className="error">Could not load the {variantId} map: {summary.message}</p>}
      {summary.state === 'ready' && (
        <>
          <p>
            <strong>{summary.value.name}</strong>, from {summary.value.startYear}
          </p>
          <ul className="facts">
            <li><span data-testid="summary-provinces">{summary.value.provinces}</span> provinces ({summary.value.seas} seas)</li>
            <li><span data-testid="summary-centres">{summary.value.supplyCentres}</span> supply centres</li>
            <li><span data-testid="summary-powers">{summary.value.powers.length}</span> powers: {summary.value.powers.map((p) => p.name).join(', ')}</li>
            <li><span data-testid="summary-victory">{summary.value.victoryCentres}</span> centres to win</li>
          </ul>
        </>
      )}
      {children}
    </section>
  );
}
