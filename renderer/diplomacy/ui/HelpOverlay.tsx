// The keyboard help (?): every workspace shortcut.
import { Modal } from '../../app/Modal';

export const shortcuts: [string, string][] = [
  ['Ctrl+Enter', 'Adjudicate the phase'],
  ['Ctrl+Shift+Enter', 'Commit the adjudicated phase'],
  ['Alt+← / Alt+→', 'Previous / next phase in the history'],
  ['E', 'Edit mode on or off (corrections)'],
  ['?', 'This help'],
  ['Tab', 'Move between controls; the focused one is outlined'],
];

export function HelpOverlay({ onClose }: { onClose(): void }) {
  return (
    <Modal title="Keyboard" onCancel={onClose} testId="help-overlay">
      <dl className="shortcuts">{shortcuts.map(([k, v]) => <div key={k}><dt><kbd>{k}</kbd></dt><dd>{v}</dd></div>)}</dl>
      <button type="button" onClick={onClose} autoFocus>Close</button>
    </Modal>
  );
}
