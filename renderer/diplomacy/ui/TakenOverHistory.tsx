// The read-only history of a game taken over from another judge: where it came from, the phases
// read (each with its text as given), and the doubts the GM accepted when taking it over. Text
// from the old judge is shown as text, never as markup.
import { phaseName } from '../../../core/diplomacy/phases';
import { describeSource, type TakenOverRecord } from '../../../core/diplomacy/record/takenOver';

export function TakenOverHistory({ record }: { record: TakenOverRecord }) {
  return (
    <details className="panel taken-over" data-testid="taken-over-history">
      <summary>
        Taken over from {describeSource(record.source)} on {new Date(record.takenAt).toUTCString().replace(/:\d\d GMT$/, ' GMT')}:
        {' '}continued from {phaseName(record.position.phase)}{record.history.length ? `; ${record.history.length} earlier phase${record.history.length === 1 ? '' : 's'} (read-only)` : ''}
        {record.doubts.length ? `; ${record.doubts.length} doubt${record.doubts.length === 1 ? '' : 's'} accepted` : ''}
      </summary>
      {record.replaysIdenticallyUnder && record.replaysIdenticallyUnder.length > 0 && (
        <p>Every phase of the old game replays as recorded under: {record.replaysIdenticallyUnder.join(', ')}.</p>
      )}
      {record.doubts.length > 0 && (
        <ul className="taken-over-doubts">
          {record.doubts.map((d, i) => <li key={i}>{d.line ? `Line ${d.line}: ` : ''}{d.why}</li>)}
        </ul>
      )}
      {record.history.map((h, i) => (
        <details key={`${h.name}-${i}`} className="taken-over-phase">
          <summary>{h.name}</summary>
          <pre>{h.text}</pre>
        </details>
      ))}
    </details>
  );
}
