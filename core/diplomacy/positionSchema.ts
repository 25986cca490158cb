// The shape of a Position (types.ts) as zod checks it, for positions that arrive from outside:
// a CLI position file, a game taken over and stored in a game's settings, a restored backup.
import * as z from 'zod';

export const unitSchema = z.object({ type: z.enum(['A', 'F']), power: z.string().min(1), location: z.string().min(1), id: z.string().optional() });
export const phaseSchema = z.object({ year: z.number().int(), season: z.enum(['spring', 'fall', 'winter']), type: z.enum(['movement', 'retreat', 'adjustment']) });

/** An Adjutant position, as adjudicate and import --out write it. */
export const positionSchema = z.object({
  variant: z.string(),
  phase: phaseSchema,
  units: z.array(unitSchema),
  dislodged: z.array(z.object({
    unit: unitSchema, attackerFrom: z.string(), attackerConvoyed: z.boolean(), retreats: z.array(z.string()),
  })).default([]),
  centres: z.record(z.string(), z.string()),
  homeCentres: z.record(z.string(), z.array(z.string())),
  standoffs: z.array(z.string()).default([]),
  yearLongOccupants: z.record(z.string(), z.string()).optional(),
});
