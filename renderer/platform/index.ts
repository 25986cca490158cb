// Which platform the app runs on: the Electron preload's bridge when it is there, else the
// browser implementation. The UI imports `platform` from here and nothing else.
import type { PlatformBridge } from './bridge';
import { createBrowserPlatform } from './browser';

export function choosePlatform(win: Pick<Window, 'adjutant' | 'document'>): PlatformBridge {
  return win.adjutant ?? createBrowserPlatform(win.document);
}

export const platform: PlatformBridge = choosePlatform(window);

export type { PlatformBridge } from './bridge';
