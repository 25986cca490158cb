// A one-line post the GM or a player copies into a thread (003 209's "150 (+4)"), through the
// platform's clipboard helper; says whether it worked.
import { useState } from 'react';
import { platform } from '../platform/index';

export function CopyLineButton({ line, label = 'Copy' }: { line: string; label?: string }) {
  const [done, setDone] = useState<string>('');
  async function copy() {
    try {
      await platform.copyToClipboard(line);
      setDone('Copied.');
    } catch (e) {
      setDone(`Not copied: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return (
    <>
      <button type="button" className="quiet" onClick={() => void copy()} aria-label={`${label} “${line}”`}>{label}</button>
      <span className="muted" role="status">{done}</span>
    </>
  );
}
