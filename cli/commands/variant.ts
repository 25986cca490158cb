import { getVariant, variantIds } from '../../core/diplomacy/variants';
import { summariseVariant } from '../../core/diplomacy/variant';
import { parseArgs, type Command } from '../io';

export const variantCommand: Command = {
  name: 'variant',
  usage: 'adjutant variant <id> [--json]\n\nKnown variants: ' + variantIds().join(', '),
  async run(args, io) {
    const { flags, positionals } = parseArgs(args, ['json']);
    const id = positionals[0];
    if (!id) { io.err('adjutant variant: name a variant (' + variantIds().join(', ') + ')\n'); return 2; }
    let summary;
    try { summary = summariseVariant(getVariant(id)); } catch (e) { io.err(`adjutant variant: ${(e as Error).message}\n`); return 2; }
    if (flags.json) { io.out(JSON.stringify(summary, null, 2) + '\n'); return 0; }
    const lines = [
      `${summary.name} (${summary.id})`,
      `  starts ${summary.startYear}; ${summary.victoryCentres} of ${summary.supplyCentres} supply centres to win`,
      `  ${summary.provinces} provinces (${summary.seas} sea); adjustment phase: ${summary.adjustmentPhase}`,
      ...(summary.rivers.length ? [`  rivers: ${summary.rivers.join(', ')}`] : []),
      '  powers:',
      ...summary.powers.map((p) => `    ${p.name.padEnd(12)} ${p.homeCentres} home centres, ${p.units} units`),
    ];
    io.out(lines.join('\n') + '\n');
    return 0;
  },
};
