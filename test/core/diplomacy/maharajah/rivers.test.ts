// DATC-style cases for Maharajah's navigable rivers and river convoys (001 B.I(2)), with the
// multiple-route and paradox rules they meet (001 B.VII(3), B.VII(4), B.VII(6)). Each case gives
// the position, the orders, the expected result of every order, the dislodged units and the units
// after the phase. The map facts (adjacency, rivers) are those of the v2.0 map as checked in
// /work/shared/reference/maps/maharajah/check.md; the cases and their expected answers are ours,
// worked out by hand from the seed's text. How the river rule is read is in docs/maharajah.md.
import { describe, expect, it } from 'vitest';
import { dislodgedAfter, position, resultAt, run, unitsAfter } from './helpers';

const codes = (r: ReturnType<typeof run>, ...provinces: string[]) => provinces.map((p) => `${p}:${resultAt(r, p).code}`);

describe('001 B.I(2)a: fleets on the rivers', () => {
  it('001 B.I(2)a: a fleet moves along the Indus and stands in the river province; it cannot leave the river for dry land', () => {
    const r = run(position('Rajputana: F jsl, F mul'), 'Rajputana: F jsl - pes; F mul - jai');
    expect(codes(r, 'jsl', 'mul')).toEqual(['jsl:moved', 'mul:illegal']);
    expect(unitsAfter(r)).toEqual(['Rajputana F mul', 'Rajputana F pes']);
  });

  it('001 B.I(2)a: from a river mouth a fleet sails to sea (Sind to the Arabian Sea) and up the Irrawaddy (Pegu to Ava), but not from Ava to Assam', () => {
    const r = run(position('Persia: F sin; Gondwana: F peg, F ava'), 'Persia: F sin - ars; Gondwana: F peg - ava; F ava - ass');
    // F Ava - Ass is illegal (Ass is on the Ganges system, not the Irrawaddy), so F Ava holds and F Peg bounces.
    expect(codes(r, 'sin', 'peg', 'ava')).toEqual(['sin:moved', 'peg:bounced', 'ava:illegal']);
    expect(unitsAfter(r)).toEqual(['Gondwana F ava', 'Gondwana F peg', 'Persia F ars']);
  });

  it('001 B.I(2)a: the river is no separate space: an army moving into a river province bounces off the fleet there', () => {
    const r = run(position('Delhi: F agr; Rajputana: A jai'), 'Rajputana: A jai - agr');
    expect(resultAt(r, 'jai')).toMatchObject({ success: false, code: 'bounced' });
    expect(unitsAfter(r)).toEqual(['Delhi F agr', 'Rajputana A jai']);
  });
});

describe('001 B.I(2)b: river convoys', () => {
  it('001 B.I(2)b: a fleet on the Indus convoys an army from Gujarat to Peshawar, which it does not border', () => {
    const r = run(position('Persia: F sin, A guj'), 'Persia: F sin C A guj - pes; A guj - pes');
    expect(codes(r, 'sin', 'guj')).toEqual(['sin:convoyed', 'guj:moved']);
    expect(unitsAfter(r)).toEqual(['Persia A pes', 'Persia F sin']);
  });

  it('001 B.I(2)b: two fleets on the Ganges carry an army along a named route, Awadh - Muzaffarpur - Benares - Sambalpur', () => {
    const r = run(position('Delhi: A awa, F muz, F ben'), 'Delhi: A awa - muz - ben - sbl; F muz C A awa - sbl; F ben C A awa - sbl');
    expect(codes(r, 'awa', 'muz', 'ben')).toEqual(['awa:moved', 'muz:convoyed', 'ben:convoyed']);
    expect(unitsAfter(r)).toEqual(['Delhi A sbl', 'Delhi F ben', 'Delhi F muz']);
  });
});

describe('001 B.I(2)c-e: disrupting a river convoy', () => {
  const convoy = 'Delhi: F muz C A awa - ben; A awa - ben';

  it('001 B.I(2)c: a fleet attacking the convoying river fleet disrupts the convoy although its attack fails', () => {
    const r = run(position('Delhi: A awa, F muz; Gondwana: F bgl'), `${convoy}; Gondwana: F bgl - muz`);
    expect(codes(r, 'bgl', 'muz', 'awa')).toEqual(['bgl:bounced', 'muz:disrupted', 'awa:disrupted']);
    expect(resultAt(r, 'awa').reason).toContain('001 B.I(2)c');
    expect(r.next.dislodged).toEqual([]);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Delhi F muz', 'Gondwana F bgl']);
  });

  it('001 B.I(2)c: the disrupting fleet may itself be stood off by a third unit: its attack still counts', () => {
    const r = run(position('Delhi: A awa, F muz; Gondwana: F bgl; Rajputana: A nep'),
      `${convoy}; Gondwana: F bgl - muz; Rajputana: A nep - muz`);
    expect(codes(r, 'bgl', 'nep', 'muz', 'awa')).toEqual(['bgl:bounced', 'nep:bounced', 'muz:disrupted', 'awa:disrupted']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Delhi F muz', 'Gondwana F bgl', 'Rajputana A nep']);
  });

  it('001 B.I(2)c: any fleet\'s attack counts, even one of the convoying power\'s own fleets', () => {
    const r = run(position('Delhi: A awa, F muz, F ass'), `${convoy}; Delhi: F ass - muz`);
    expect(codes(r, 'ass', 'muz', 'awa')).toEqual(['ass:bounced', 'muz:disrupted', 'awa:disrupted']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Delhi F ass', 'Delhi F muz']);
  });

  it('001 B.I(2)d: a fleet in the convoy\'s destination attacking the convoying fleet must dislodge it: failing, the army is carried and bounces off it', () => {
    const r = run(position('Delhi: A awa, F muz; Gondwana: F ben'), `${convoy}; Gondwana: F ben - muz`);
    expect(codes(r, 'ben', 'muz', 'awa')).toEqual(['ben:bounced', 'muz:convoyed', 'awa:bounced']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Delhi F muz', 'Gondwana F ben']);
  });

  it('001 B.I(2)d: the destination fleet that does dislodge the convoying fleet disrupts the convoy', () => {
    const r = run(position('Delhi: A awa, F muz; Gondwana: F ben, F bgl'), `${convoy}; Gondwana: F ben - muz; F bgl S F ben - muz`);
    expect(codes(r, 'ben', 'bgl', 'muz', 'awa')).toEqual(['ben:moved', 'bgl:supported', 'muz:disrupted', 'awa:disrupted']);
    // F Muz may not retreat to Benares, where the attack came from, nor to occupied Awadh or Bengal.
    expect(dislodgedAfter(r)).toEqual(['F muz -> agr/ass']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Gondwana F bgl', 'Gondwana F muz']);
  });

  it('001 B.I(2)e: an army attacking the convoying fleet must dislodge it: failing, the convoy carries', () => {
    const r = run(position('Delhi: A awa, F muz; Rajputana: A nep'), `${convoy}; Rajputana: A nep - muz`);
    expect(codes(r, 'nep', 'muz', 'awa')).toEqual(['nep:bounced', 'muz:convoyed', 'awa:moved']);
    expect(unitsAfter(r)).toEqual(['Delhi A ben', 'Delhi F muz', 'Rajputana A nep']);
  });

  it('001 B.I(2)e: an army that dislodges the convoying fleet disrupts the convoy', () => {
    const r = run(position('Delhi: A awa, F muz; Rajputana: A nep, A ass'), `${convoy}; Rajputana: A nep - muz; A ass S A nep - muz`);
    expect(codes(r, 'nep', 'ass', 'muz', 'awa')).toEqual(['nep:moved', 'ass:supported', 'muz:disrupted', 'awa:disrupted']);
    expect(dislodgedAfter(r)).toEqual(['F muz -> agr/ben/bgl']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Rajputana A ass', 'Rajputana A muz']);
  });
});

describe('001 B.I(2)c: sea and river fleets in one chain', () => {
  // A Goa - ArS - Sin - Pes: the Arabian Sea fleet is a sea convoy, the Sind fleet a river convoy.
  const chain = 'Bahmana: A goa - pes; F ars C A goa - pes; F sin C A goa - pes';
  const pos = (extra: string) => position(`Bahmana: A goa, F ars, F sin; ${extra}`);

  it('001 B.I(2)c: a failed fleet attack on the sea fleet of a mixed chain does not disrupt it (only dislodgement does, 001 B.VII)', () => {
    const r = run(pos('Persia: F hor'), `${chain}; Persia: F hor - ars`);
    expect(codes(r, 'hor', 'ars', 'sin', 'goa')).toEqual(['hor:bounced', 'ars:convoyed', 'sin:convoyed', 'goa:moved']);
    expect(unitsAfter(r)).toEqual(['Bahmana A pes', 'Bahmana F ars', 'Bahmana F sin', 'Persia F hor']);
  });

  it('001 B.I(2)c: a failed fleet attack on the river fleet of the same chain disrupts the whole convoy', () => {
    const r = run(pos('Rajputana: F jsl'), `${chain}; Rajputana: F jsl - sin`);
    expect(codes(r, 'jsl', 'sin', 'ars', 'goa')).toEqual(['jsl:bounced', 'sin:disrupted', 'ars:disrupted', 'goa:disrupted']);
    expect(unitsAfter(r)).toEqual(['Bahmana A goa', 'Bahmana F ars', 'Bahmana F sin', 'Rajputana F jsl']);
  });

  it('001 B.I(2)d: in a mixed chain a fleet in the destination (Peshawar) must dislodge the river fleet', () => {
    const r = run(pos('Mughalistan: F pes'), `${chain}; Mughalistan: F pes - sin`);
    expect(codes(r, 'pes', 'sin', 'goa')).toEqual(['pes:bounced', 'sin:convoyed', 'goa:bounced']);
    expect(unitsAfter(r)).toEqual(['Bahmana A goa', 'Bahmana F ars', 'Bahmana F sin', 'Mughalistan F pes']);
  });
});

describe('001 B.VII(3)-(4): river convoys with several routes', () => {
  // A Awa - Ben can be carried by F Muz or by F Agr: both border Awadh and Benares.
  const pos = () => position('Delhi: A awa, F muz, F agr; Gondwana: F bgl');
  const fleets = 'Delhi: F muz C A awa - ben; F agr C A awa - ben';

  it('001 B.VII(4): without a named route, a river fleet disrupted by a failed attack leaves the other route, and the army arrives', () => {
    const r = run(pos(), `${fleets}; Delhi: A awa - ben; Gondwana: F bgl - muz`);
    expect(codes(r, 'bgl', 'muz', 'agr', 'awa')).toEqual(['bgl:bounced', 'muz:disrupted', 'agr:convoyed', 'awa:moved']);
    expect(unitsAfter(r)).toEqual(['Delhi A ben', 'Delhi F agr', 'Delhi F muz', 'Gondwana F bgl']);
  });

  it('001 B.VII(3): a named route through the attacked river fleet binds the army to it, and the convoy is disrupted', () => {
    const r = run(pos(), `${fleets}; Delhi: A awa - muz - ben; Gondwana: F bgl - muz`);
    expect(codes(r, 'bgl', 'muz', 'agr', 'awa')).toEqual(['bgl:bounced', 'muz:disrupted', 'agr:void', 'awa:disrupted']);
    expect(resultAt(r, 'awa').reason).toContain('001 B.VII(4)');
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Delhi F agr', 'Delhi F muz', 'Gondwana F bgl']);
  });

  it('001 B.VII(4): a named route through the other river fleet is untouched by the attack, and the army arrives', () => {
    const r = run(pos(), `${fleets}; Delhi: A awa - agr - ben; Gondwana: F bgl - muz`);
    expect(codes(r, 'agr', 'awa')).toEqual(['agr:convoyed', 'awa:moved']);
    expect(unitsAfter(r)).toEqual(['Delhi A ben', 'Delhi F agr', 'Delhi F muz', 'Gondwana F bgl']);
  });
});

describe('001 B.VII(6): river convoys and the paradox rule', () => {
  // A Awa - Ben by F Agr. The army attacks Benares, where an enemy unit supports an attack on F Agr.
  it('001 B.VII(6): an army attack on the river fleet, supported from the destination, makes a paradox: the convoyed move fails and cuts nothing', () => {
    const r = run(position('Delhi: A awa, F agr; Gondwana: A jai, A ben'),
      'Delhi: F agr C A awa - ben; A awa - ben; Gondwana: A jai - agr; A ben S A jai - agr');
    expect(codes(r, 'agr', 'awa', 'ben', 'jai')).toEqual(['agr:paradox', 'awa:paradox', 'ben:supported', 'jai:moved']);
    expect(resultAt(r, 'agr').clause).toBe('001 B.VII(6)');
    // F Agr may retreat only to Muzaffarpur: Awadh and Benares are occupied, Jaipur is dry land.
    expect(dislodgedAfter(r)).toEqual(['F agr -> muz']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Gondwana A agr', 'Gondwana A ben']);
  });

  it('001 B.VII(6): a fleet attacker in the same place removes the paradox: the convoy is disrupted outright (001 B.I(2)c), the support stands', () => {
    const r = run(position('Delhi: A awa, F agr; Gondwana: F muz, A ben'),
      'Delhi: F agr C A awa - ben; A awa - ben; Gondwana: F muz - agr; A ben S F muz - agr');
    expect(codes(r, 'agr', 'awa', 'ben', 'muz')).toEqual(['agr:disrupted', 'awa:disrupted', 'ben:supported', 'muz:moved']);
    // Retreats: Awadh and Benares occupied, Muzaffarpur is where the attack came from.
    expect(dislodgedAfter(r)).toEqual(['F agr -> none']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Gondwana A ben', 'Gondwana F agr']);
  });

  it('001 B.VII(6): the destination fleet attacking the river fleet cannot be in a paradox with its own convoy: dislodging, it disrupts it', () => {
    const r = run(position('Delhi: A awa, F agr; Gondwana: F ben, A jai'),
      'Delhi: F agr C A awa - ben; A awa - ben; Gondwana: F ben - agr; A jai S F ben - agr');
    expect(codes(r, 'ben', 'jai', 'agr', 'awa')).toEqual(['ben:moved', 'jai:supported', 'agr:disrupted', 'awa:disrupted']);
    expect(dislodgedAfter(r)).toEqual(['F agr -> muz']);
    expect(unitsAfter(r)).toEqual(['Delhi A awa', 'Gondwana A jai', 'Gondwana F agr']);
  });
});
