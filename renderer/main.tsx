// Entry point of the renderer (web build and Electron window alike).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { syncScreenWithHash } from './app/navigation';
import { uiStore } from './app/store';
import './app/styles.css';

syncScreenWithHash(uiStore, window);
createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
