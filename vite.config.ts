// The web build of the renderer: `npm run web` builds it into dist/renderer and serves it with
// `vite preview` on 127.0.0.1:5173; the e2e tests (test/e2e) drive that same build in Chromium.
// electron.vite.config.ts reuses renderer/ as its renderer root, so nothing here may assume a
// server: relative asset URLs (base './') let the same files load from the app:// protocol.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const rendererRoot = fileURLToPath(new URL('./renderer', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/renderer', import.meta.url));

// The dev server injects an inline react-refresh preamble and talks to its HMR socket; the strict
// CSP in index.html forbids both. Loosen it for `vite` (serve) only; builds keep it as written.
const devOnlyCsp: Plugin = {
  name: 'adjutant-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html
    .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", "connect-src 'self' ws://127.0.0.1:5173"),
};

export default defineConfig({
  root: rendererRoot,
  base: './',
  plugins: [react(), devOnlyCsp],
  build: {
    outDir,
    emptyOutDir: true,
    // Chromium 130+ and Electron 40 both run modern ES; no legacy transforms needed.
    target: 'es2022',
    // Offline app: no source maps shipped to users, but keep them readable for a stack trace.
    sourcemap: false,
  },
  worker: { format: 'es' },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
});
