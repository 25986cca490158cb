// The screen the workspace tests in happy-dom drive (the ledger's, the Coalition judge's): mounts a
// workspace into a fresh element, waits for what it should show, finds buttons by their words and
// types into React-controlled fields as a user would. Each test file keeps its own worker mock and
// its own records; only this plumbing is shared.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Tell React these renders run inside act(), so it flushes effects before the checks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface WorkspaceScreen {
  /** The element the workspace is mounted in (the latest one after a re-mount). */
  readonly container: HTMLElement;
  /** Mounts `workspace` into a new element appended to the document. */
  mount(workspace: ReactNode): Promise<void>;
  /** Unmounts the workspace and removes its element; safe to call when nothing is mounted. */
  unmount(): Promise<void>;
  /** Lets React and the stores run (10 ms at a time, 3 s at most) until `check` holds. */
  until(check: () => boolean, what: string): Promise<void>;
  byTestId(id: string): Element | null;
  /** The button whose text is `name` (or matches it); throws, with the page text, when there is none. */
  button(name: string | RegExp): HTMLButtonElement;
  click(element: HTMLElement): Promise<void>;
  /** Types into a React-controlled field (sets the value through the prototype so React sees it). */
  type(field: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void>;
}

export function workspaceScreen(): WorkspaceScreen {
  let container: HTMLElement | undefined;
  let root: Root | undefined;
  const mounted = (): HTMLElement => {
    if (!container) throw new Error('no workspace is mounted');
    return container;
  };
  return {
    get container() { return mounted(); },
    async mount(workspace) {
      container = document.createElement('div');
      document.body.append(container);
      const fresh = createRoot(container);
      root = fresh;
      await act(async () => fresh.render(workspace));
    },
    async unmount() {
      const current = root;
      root = undefined;
      await act(async () => current?.unmount());
      container?.remove();
      container = undefined;
    },
    async until(check, what) {
      for (let i = 0; i < 300; i++) {
        if (check()) return;
        await act(() => new Promise((r) => setTimeout(r, 10)));
      }
      throw new Error(`timed out waiting for ${what}; page text: ${container?.textContent}`);
    },
    byTestId: (id) => mounted().querySelector(`[data-testid="${id}"]`),
    button(name) {
      const b = [...mounted().querySelectorAll('button')].find((x) => (typeof name === 'string' ? x.textContent === name : name.test(x.textContent ?? '')));
      if (!b) throw new Error(`no button ${String(name)}; page text: ${container?.textContent}`);
      return b;
    },
    async click(element) {
      await act(async () => { element.click(); });
    },
    async type(field, value) {
      const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      await act(async () => {
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
  };
}
