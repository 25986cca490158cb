// electron-vite builds the desktop app into out/: out/main/index.js (package.json "main"),
// out/preload/index.cjs and out/renderer/ (the same React app that `vite build` puts in
// dist/renderer for the browser). Nothing here needs the Electron binary.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // Bundle zod and everything else into index.js: the packaged app ships out/ only, with no
      // node_modules (electron-builder.yml), so nothing may be left to require at run time.
      externalizeDeps: false,
      rolldownOptions: {
        // package.json is "type": "module", so electron-vite emits ES modules: index.js.
        input: { index: resolve(root, 'electron/main.ts') },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload.ts') },
        // A sandboxed preload cannot be an ES module: CommonJS, with the .cjs extension so
        // Node does not read it as ESM under "type": "module".
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react()],
    // Same choices as the browser build (vite.config.ts): relative asset URLs so the files load
    // from app://bundle/, and module workers (the comlink core worker).
    base: './',
    worker: { format: 'es' },
    build: {
      outDir: resolve(root, 'out/renderer'),
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: {
        input: { index: resolve(root, 'renderer/index.html') },
      },
    },
  },
});
