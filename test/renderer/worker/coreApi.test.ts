// The core worker's API: real calls into core, and the same calls across a comlink message
// channel (structured clone), which is what the Web Worker does in the app.
import { afterAll, describe, expect, it } from 'vitest';
import { expose, wrap, type Remote } from 'comlink';
import { coreApi } from '../../../renderer/worker/coreApi';
import type { CoreApi } from '../../../renderer/worker/api';
import { getVariant, variantIds } from '../../../core/diplomacy/variants';

describe('core worker API', () => {
  it('lists every variant core ships, with its name and start year', () => {
    const listed = coreApi.listVariants();
    expect(listed.map((v) => v.id)).toEqual(variantIds());
    expect(listed).toContainEqual({ id: 'standard', name: 'Standard Diplomacy', startYear: 1901, openingPhase: 'S1901M' });
    for (const v of listed) {
      const data = getVariant(v.id).data;
      expect(v).toEqual({ id: v.id, name: data.name, startYear: data.startYear, openingPhase: `S${data.startYear}M` });
    }
  });

  it('summarises the standard variant through core: 75 provinces, 34 centres, 7 powers, 18 to win', () => {
    const s = coreApi.variantSummary('standard');
    expect(s).toMatchObject({ id: 'standard', provinces: 75, supplyCentres: 34, victoryCentres: 18, startYear: 1901 });
    expect(s.powers.map((p) => p.name)).toEqual(['Austria', 'England', 'France', 'Germany', 'Italy', 'Russia', 'Turkey']);
  });

  it('throws a readable error for an unknown variant', () => {
    expect(() => coreApi.variantSummary('atlantis')).toThrow(/unknown variant 'atlantis'/);
  });

  describe('across a message channel (as in the Web Worker)', () => {
    const channel = new MessageChannel();
    expose(coreApi, channel.port1);
    const remote: Remote<CoreApi> = wrap<CoreApi>(channel.port2);
    afterAll(() => { channel.port1.close(); channel.port2.close(); });

    it('returns plain data equal to the direct call', async () => {
      await expect(remote.variantSummary('standard')).resolves.toEqual(coreApi.variantSummary('standard'));
      await expect(remote.listVariants()).resolves.toEqual(coreApi.listVariants());
    });

    it('passes errors back as rejected promises with their message', async () => {
      await expect(remote.variantSummary('atlantis')).rejects.toThrow(/unknown variant 'atlantis'/);
    });
  });
});
