// The standings on screen (issue 16 item 5): each ranking as a table with the step that decided
// every tie, each round's boards as a table (power, player, centres, score), and a bar chart of a
// round's scores, board by board, drawn as plain SVG (no chart library: a bar per seat is all it
// takes). Names come from rosters and other GMs' files: React writes them as text, never markup.
import { rowOf, roundResults, standingsRankings, type BoardResult, type Tournament } from '../../core/diplomacy/tournament/index';

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export function StandingsTables({ t }: { t: Tournament }) {
  const shown = standingsRankings(t);
  if (!shown.length) return <p>No standings yet: seat a round and take in its board files.</p>;
  return (
    <div data-testid="t-standings-tables">
      {shown.map(({ ranking, qualifiers }, i) => {
        const q = new Set(qualifiers ?? []);
        return (
          <table key={i} className="standings" data-testid={`t-table-${ranking.clause.replace(/[^A-Za-z0-9]+/g, '-')}`}>
            <caption>{ranking.title} ({ranking.clause}){qualifiers ? ` — ${qualifiers.length} advance` : ''}</caption>
            <thead><tr><th>#</th><th>name</th><th>score</th><th>decided by</th><th>details</th></tr></thead>
            <tbody>
              {ranking.standings.map((s) => {
                const row = rowOf(s.item);
                return (
                  <tr key={s.id} className={q.has(s.id) ? 'advances' : undefined}>
                    <td>{s.place}{q.has(s.id) ? '*' : ''}</td><td>{row.name}</td><td>{num(row.score)}</td>
                    <td title={s.tiedWith.length ? `tied with ${s.tiedWith.join(', ')}` : undefined}>{s.tiedWith.length ? `${s.decidedBy.key}: ${s.decidedBy.label}` : ''}</td>
                    <td>{row.detail}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

/** One round's boards: every seat with its centres and score; boards without a result are named. */
export function BoardTable({ t, round }: { t: Tournament; round: number }) {
  const rr = roundResults(t, round);
  return (
    <table className="standings" data-testid={`t-boards-${round}`}>
      <caption>Round {round} boards</caption>
      <thead><tr><th>board</th><th>power</th><th>player</th><th>centres</th><th>score</th></tr></thead>
      <tbody>
        {rr.results.flatMap((b) => b.positions.map((p, k) => (
          <tr key={`${b.board}-${p.power}`}>
            <td>{k === 0 ? `${b.board} (${b.kind === 'final' ? 'final' : `cut-off ${b.through}`}${b.solo ? `, solo ${b.solo}` : ''})` : ''}</td>
            <td>{p.power}</td><td>{p.shares.length > 1 ? p.shares.map((s) => `${s.player} (${s.turns})`).join(', ') : p.player}</td><td>{p.centres}</td><td>{num(p.score)}</td>
          </tr>
        )))}
        {[...rr.missing.map((b) => ({ b, why: 'no result yet' })), ...rr.conflicts.map((c) => ({ b: c.board, why: `${c.files.length} different results: the TD keeps one` }))].map(({ b, why }) => (
          <tr key={`gap-${b}`}><td>{b}</td><td colSpan={4}>{why}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

const palette = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#117a65', '#5d6d7e', '#a04000', '#2e4053'];

/**
 * The round's scores as bars, grouped by board, one colour per power (with a key). Each bar's
 * tooltip names the player, the power and the score; the board's name is under its group.
 */
export function RoundChart({ t, round }: { t: Tournament; round: number }) {
  const results: BoardResult[] = roundResults(t, round).results;
  if (!results.length) return null;
  const powers = [...new Set(results.flatMap((b) => b.positions.map((p) => p.power)))];
  const max = Math.max(1, ...results.flatMap((b) => b.positions.map((p) => p.score)));
  const bar = 10, gap = 14, height = 160, top = 14, bottom = 34;
  const groupWidth = powers.length * bar + gap;
  const width = Math.max(powers.length * 90 + 40, results.length * groupWidth + 40);
  const y = (v: number) => top + height - (v / max) * height;
  return (
    <figure className="panel" data-testid={`t-chart-${round}`}>
      <svg width={width} height={top + height + bottom + 18} role="img" aria-label={`Round ${round} scores by board`} style={{ maxWidth: '100%' }} viewBox={`0 0 ${width} ${top + height + bottom + 18}`}>
        <line x1={30} y1={y(0)} x2={width} y2={y(0)} stroke="#888" />
        <text x={26} y={y(max) + 4} textAnchor="end" fontSize={10}>{num(max)}</text>
        <text x={26} y={y(0) + 4} textAnchor="end" fontSize={10}>0</text>
        {results.map((b, gi) => {
          const x0 = 34 + gi * groupWidth;
          return (
            <g key={b.board}>
              {b.positions.map((p) => {
                const k = powers.indexOf(p.power);
                return (
                  <rect key={p.power} x={x0 + k * bar} y={y(p.score)} width={bar - 1} height={Math.max(0, y(0) - y(p.score))} fill={palette[k % palette.length]} data-score={p.score}>
                    <title>{`${b.board}: ${p.player} (${p.power}) ${num(p.score)}`}</title>
                  </rect>
                );
              })}
              <text x={x0 + (powers.length * bar) / 2} y={y(0) + 12} textAnchor="middle" fontSize={9}>{b.board}</text>
            </g>
          );
        })}
        {powers.map((p, k) => (
          <g key={p}>
            <rect x={34 + k * 90} y={top + height + bottom - 6} width={8} height={8} fill={palette[k % palette.length]} />
            <text x={46 + k * 90} y={top + height + bottom + 2} fontSize={10}>{p}</text>
          </g>
        ))}
      </svg>
      <figcaption>Round {round}: each board's scores, one bar per power (hover a bar for the player).</figcaption>
    </figure>
  );
}
