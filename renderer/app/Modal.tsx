// A native modal <dialog>: the browser traps focus inside it and Escape cancels it, so every
// confirmation is keyboard-reachable without extra code.
import { useEffect, useRef, type ReactNode } from 'react';

export function Modal({ title, onCancel, children, testId }: { title: string; onCancel: () => void; children: ReactNode; testId?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} aria-label={title} data-testid={testId}
      onCancel={(e) => { e.preventDefault(); onCancel(); }}>
      <h2>{title}</h2>
      {children}
    </dialog>
  );
}
