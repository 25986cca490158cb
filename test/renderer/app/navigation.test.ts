// The open screen follows the address hash and the hash follows the screen.
import { afterEach, describe, expect, it } from 'vitest';
import { hashFromScreen, screenFromHash, syncScreenWithHash } from '../../../renderer/app/navigation';
import { createUiStore } from '../../../renderer/app/store';

afterEach(() => { window.history.replaceState(null, '', '#/'); });

describe('navigation by hash', () => {
  it('reads and writes the game page address', () => {
    expect(hashFromScreen({ name: 'home' })).toBe('#/');
    expect(hashFromScreen({ name: 'game', gameId: 'a b/c' })).toBe('#/game/a%20b%2Fc');
    expect(screenFromHash('#/game/a%20b%2Fc')).toEqual({ name: 'game', gameId: 'a b/c' });
    for (const junk of ['', '#', '#/', '#/game/', '#/games/x', '#/game/%E0%A4%A', '#<script>']) {
      expect(screenFromHash(junk), junk).toEqual({ name: 'home' });
    }
  });

  it('opens the game named in the hash at start, and keeps the hash in step afterwards', () => {
    window.history.replaceState(null, '', '#/game/g1');
    const store = createUiStore();
    const stop = syncScreenWithHash(store, window);
    try {
      expect(store.getState().screen).toEqual({ name: 'game', gameId: 'g1' });
      store.getState().goHome();
      expect(window.location.hash).toBe('#/');
      store.getState().openGame('g2');
      expect(window.location.hash).toBe('#/game/g2');
      window.location.hash = '#/game/g3';
      window.dispatchEvent(new Event('hashchange'));
      expect(store.getState().screen).toEqual({ name: 'game', gameId: 'g3' });
    } finally {
      stop();
    }
    store.getState().goHome();
    expect(window.location.hash).toBe('#/game/g3');
  });
});
