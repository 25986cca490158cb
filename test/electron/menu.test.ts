// The application menu (electron/menu.ts): roles only, no Help links to web sites.
import { describe, expect, it } from 'vitest';
import { applicationMenuTemplate } from '../../electron/menu';

describe('application menu', () => {
  it('offers File, Edit, View and Window everywhere, and the app menu on macOS only', () => {
    expect(applicationMenuTemplate('linux').map((item) => item.role)).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu']);
    expect(applicationMenuTemplate('win32').map((item) => item.role)).toEqual(['fileMenu', 'editMenu', 'viewMenu', 'windowMenu']);
    expect(applicationMenuTemplate('darwin').map((item) => item.role)).toEqual(['appMenu', 'fileMenu', 'editMenu', 'viewMenu', 'windowMenu']);
  });

  it('has no Help menu and no item that runs code of ours (nothing can open a web page)', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      for (const item of applicationMenuTemplate(platform)) {
        expect(item.role).not.toBe('help');
        expect(Object.keys(item)).toEqual(['role']);
      }
    }
  });
});
