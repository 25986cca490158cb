// A failed "Add mail" or "Open .eml/.txt…" says why beside the buttons and keeps the pasted text
// (issue 15): a full disk must not look like a mail that was stored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Inbox, type InboxProps } from '../../../renderer/diplomacy/ui/Inbox';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(async () => { await act(async () => root?.unmount()); document.body.replaceChildren(); });

async function render(overrides: Partial<InboxProps>) {
  const props: InboxProps = {
    mails: [], readings: {}, tab: 'all', powers: ['France'], readOnly: false,
    onTab: () => {}, onPaste: async () => {}, onOpenFiles: async () => {}, onEditLine: async () => {}, onMark: async () => {},
    ...overrides,
  };
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Inbox {...props} />));
  return container;
}

async function typeInto(box: HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
  await act(async () => { setter.call(box, text); box.dispatchEvent(new Event('input', { bubbles: true })); });
}

describe('Inbox: a failed Add mail or Open', () => {
  it('shows a full disk beside the buttons and keeps the pasted text', async () => {
    const onPaste = vi.fn(async () => { throw new DOMException('QuotaExceededError: raw', 'QuotaExceededError'); });
    const view = await render({ onPaste });
    const box = view.querySelector<HTMLTextAreaElement>('[data-testid="paste-box"]')!;
    await typeInto(box, 'France:\nA Par - Bur');
    await act(async () => view.querySelector<HTMLButtonElement>('[data-testid="add-mail"]')!.click());
    expect(onPaste).toHaveBeenCalledWith('France:\nA Par - Bur', null);
    const error = view.querySelector('[data-testid="mail-error"]')!;
    expect(error.textContent).toMatch(/^Adjutant could not store the mail: the disk, or this browser's share of it, is full\./);
    expect(error.closest('.actions')).toBe(view.querySelector<HTMLButtonElement>('[data-testid="add-mail"]')!.closest('.actions'));
    expect(box.value).toBe('France:\nA Par - Bur');
  });

  it('clears the error once a mail is stored', async () => {
    let fail = true;
    const view = await render({ onPaste: async () => { if (fail) throw new Error('no game'); } });
    const box = view.querySelector<HTMLTextAreaElement>('[data-testid="paste-box"]')!;
    await typeInto(box, 'A Par H');
    await act(async () => view.querySelector<HTMLButtonElement>('[data-testid="add-mail"]')!.click());
    expect(view.querySelector('[data-testid="mail-error"]')?.textContent).toBe('Adjutant could not store the mail: no game');
    fail = false;
    await act(async () => view.querySelector<HTMLButtonElement>('[data-testid="add-mail"]')!.click());
    expect(view.querySelector('[data-testid="mail-error"]')).toBeNull();
    expect(box.value).toBe('');
  });

  it('shows why a picked file was refused', async () => {
    const view = await render({ onOpenFiles: async () => { throw new Error('mailbox.eml is 16 MB; an orders file can be at most 8 MB.'); } });
    const open = [...view.querySelectorAll('button')].find((b) => b.textContent === 'Open .eml/.txt…')!;
    await act(async () => open.click());
    expect(view.querySelector('[data-testid="mail-error"]')?.textContent).toBe('Adjutant could not open the mail: mailbox.eml is 16 MB; an orders file can be at most 8 MB.');
  });
});
