// React access to the core worker. Results are cached per call so the list, the form and the
// summary panel share one round trip; a failed call shows its message instead of hanging.
import { useEffect, useState } from 'react';
import { callCore } from '../worker/client';
import type { VariantChoice, VariantSummary } from '../worker/api';

export type Loadable<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

const cache = new Map<string, Promise<unknown>>();

function useCached<T>(key: string, call: () => Promise<T>): Loadable<T> {
  const [result, setResult] = useState<Loadable<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    let promise = cache.get(key) as Promise<T> | undefined;
    if (!promise) { promise = call(); cache.set(key, promise); }
    promise.then(
      (value) => { if (live) setResult({ state: 'ready', value }); },
      (error: unknown) => {
        cache.delete(key); // let a later render try again
        if (live) setResult({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => { live = false; };
    // `call` is a fresh closure each render; the key identifies it.
  }, [key]);
  return result;
}

export function useVariantChoices(): Loadable<VariantChoice[]> {
  return useCached('listVariants', () => callCore((core) => core.listVariants()));
}

export function useVariantSummary(variantId: string): Loadable<VariantSummary> {
  return useCached(`variantSummary:${variantId}`, () => callCore((core) => core.variantSummary(variantId)));
}

/** Variant id → name, for lists; empty until the worker answers. */
export function useVariantNames(): Record<string, string> {
  const choices = useVariantChoices();
  return choices.state === 'ready' ? Object.fromEntries(choices.value.map((c) => [c.id, c.name])) : {};
}
