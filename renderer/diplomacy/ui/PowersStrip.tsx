// The powers strip: one button per power with a symbol and a word (never colour alone):
// ✓ complete, ! lines to check, ? needs a look (mail came but gave no usable order, or its sets
// cannot be ranked by time: never shown as NMR), ✗ NMR; and how many warnings the reader gave on
// its mail, in any state (the inbox tab says what they are). Choosing a power opens its inbox tab.
import { powerStateLabel, type PowerStatus } from '../../../core/diplomacy/record/inbox';

export function PowersStrip({ statuses, onChoose, active }: { statuses: PowerStatus[]; onChoose(power: string): void; active: string }) {
  return (
    <nav className="powers-strip" aria-label="Powers this phase" data-testid="powers-strip">
      {statuses.map((s) => {
        const label = powerStateLabel[s.state];
        const detail = s.state === 'check' ? `${s.linesToCheck} line${s.linesToCheck === 1 ? '' : 's'} to check` : s.state === 'look' ? `${label.word}: ${s.look}` : label.word;
        return (
          <button key={s.power} type="button" className={`power-chip state-${s.state}${active === s.power ? ' active' : ''}`}
            data-testid={`power-${s.power}`} data-state={s.state} aria-pressed={active === s.power}
            onClick={() => onChoose(s.power)} title={`${s.power}: ${detail}${s.warnings ? `, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}` : ''}`}>
            <span aria-hidden="true" className="symbol">{label.symbol}</span> {s.power} <span className="word">({detail}{s.final ? ', Final' : ''}{s.warnings ? `, ${s.warnings} warning${s.warnings === 1 ? '' : 's'}` : ''})</span>
          </button>
        );
      })}
    </nav>
  );
}
