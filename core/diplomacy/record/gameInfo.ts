// What intake needs to know about a game to read its mail, from the game and its stated setup.
import type { GameInfo } from '../intake/index';
import type { DiplomacySetup } from './setup';

/**
 * The GM's address (000 D.II(2)b), the players' addresses and abbreviations (000 D.II(3),
 * D.III(1)c), and this phase's deadline with the stated late-orders policy (000 D.VII(3),
 * 001 B.VIII(3)), so intake can say which sets came too late.
 */
export function gameInfoOf(game: { name: string }, setup: DiplomacySetup, deadline: number | null = null): GameInfo {
  return {
    name: game.name,
    ...(setup.gmAddress ? { gmAddress: setup.gmAddress } : {}),
    ...(deadline !== null ? { deadline: new Date(deadline).toISOString() } : {}),
    lateOrders: setup.policies.lateOrders === 'until-adjudication' ? 'accept-until-adjudication' : 'reject-after-deadline',
    players: setup.players.filter((p) => p.addresses.length || Object.keys(p.abbreviations).length)
      .map((p) => ({ power: p.power, addresses: p.addresses, abbreviations: p.abbreviations })),
  };
}
