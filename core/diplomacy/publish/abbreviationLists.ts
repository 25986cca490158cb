// 000 D.III(1)d: once a player's own abbreviation list is agreed with the GM (000 D.III(1)c), it
// is made public to all players at the outset of the game. This builds that announcement from the
// lists recorded on the game (GamePlayer.abbreviations, as the intake reads them) in the same
// dialect-free blocks as the results, so every dialect escapes the players' text.
import type { Block, Line } from './resultsDocument';
import type { PowerName } from '../types';

export interface AgreedAbbreviations {
  power: PowerName;
  /** Abbreviation as the player writes it → the province it stands for (as agreed, vetoes removed). */
  abbreviations: Record<string, string>;
}

export function abbreviationListsDocument(game: string, lists: readonly AgreedAbbreviations[]): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', line: ['Agreed abbreviation lists for ', { user: game }] },
    { kind: 'prose', lines: [['These abbreviations will not be adjudicated as ambiguous for the power that agreed them (rule D.III(1)).']] },
  ];
  const withEntries = lists.filter((l) => Object.keys(l.abbreviations).length > 0);
  if (withEntries.length === 0) {
    blocks.push({ kind: 'prose', lines: [['No player has an individual abbreviation list.']] });
    return blocks;
  }
  for (const list of [...withEntries].sort((a, b) => a.power.localeCompare(b.power))) {
    const lines: Line[] = Object.entries(list.abbreviations)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([abbr, province]) => [{ user: abbr }, ' = ', { user: province }]);
    blocks.push({ kind: 'prose', lines: [[{ user: list.power }, ':'], ...lines] });
  }
  return blocks;
}
