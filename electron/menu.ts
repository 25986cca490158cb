// The application menu, built from Electron's roles only. It replaces Electron's default menu,
// whose Help entries open electronjs.org in the browser: an offline app has no business
// sending the GM to a web site, and no item here runs our own code. The Edit menu matters:
// on macOS copy and paste shortcuts only work when an Edit menu offers them.
import type { MenuItemConstructorOptions } from 'electron';

export function applicationMenuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  return [
    ...(platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
  ];
}
