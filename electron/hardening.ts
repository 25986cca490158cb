// Locks down the session and every web contents the app ever creates. The decisions themselves
// are the pure functions of electron/security.ts; this file only attaches them to Electron.
import type { Session, WebContents } from 'electron';
import { APP_ORIGIN, isAllowedRequestUrl, isSameOrigin } from './security';

/**
 * Session-wide rules for the default session:
 * - every permission request (camera, notifications, geolocation, clipboard-read, ...) denied and
 *   every permission check answered "no": Electron grants all of them by default (item 5);
 * - every device (HID, serial, USB) request refused;
 * - every request that is not app://bundle, blob: or data: cancelled: the app is offline and
 *   must never fetch remote content (item 1).
 */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.webRequest.onBeforeRequest((details, callback) => {
    callback({ cancel: !isAllowedRequestUrl(details.url) });
  });
}

/** Navigation is allowed only within our own bundle (item 13). */
export function preventForeignNavigation(event: { url: string; preventDefault(): void }): void {
  if (!isSameOrigin(event.url, APP_ORIGIN)) event.preventDefault();
}

/**
 * Rules for each web contents (window, devtools, any future webview), installed from
 * app.on('web-contents-created'):
 * - will-navigate / will-redirect to another origin: prevented (item 13);
 * - window.open and target=_blank: denied, and nothing is handed to shell.openExternal (14, 15);
 * - <webview> attachment: prevented outright, Adjutant has no use for guests (11, 12).
 */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', preventForeignNavigation);
  contents.on('will-redirect', preventForeignNavigation);
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-attach-webview', (event) => event.preventDefault());
}
