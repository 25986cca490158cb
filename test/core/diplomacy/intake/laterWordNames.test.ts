// A single word that begins one province's name but is the whole of a later word of another's
// ("Gulf": Gulf of Aden or Persian Gulf?) is no unique prefix: ambiguous, never the first name
// silently (001 B.IV(2): a nonstandard abbreviation may be ruled ambiguous; 000 D.III(1): only
// abbreviations that are not ambiguous are acceptable).
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../../core/diplomacy/variants';
import { NameIndex } from '../../../../core/diplomacy/intake/index';

describe('a word that ends other names is not a unique prefix (issue 13)', () => {
  const maharajah = NameIndex.for(getVariant('maharajah'));
  const standard = NameIndex.for(getVariant('standard'));

  it('001 B.IV(2): "Gulf" could be the Gulf of Aden or the Persian Gulf', () => {
    expect(maharajah.resolve('Gulf')).toMatchObject({ kind: 'ambiguous', candidates: ['gad', 'prg'] });
  });

  it('001 B.IV(2): "Sea" could be any of six seas, not only the Sea of Ceylon', () => {
    expect(maharajah.resolve('sea')).toMatchObject({ kind: 'ambiguous', candidates: ['ans', 'ars', 'las', 'mas', 'nis', 'soc'] });
  });

  it('001 B.IV(2): a first word no other name holds stays a prefix ("Bay" is the Bay of Bengal, "Arabian" the Arabian Sea)', () => {
    expect(maharajah.resolve('Bay')).toMatchObject({ kind: 'prefix', province: 'bob' });
    expect(maharajah.resolve('Arabian')).toMatchObject({ kind: 'prefix', province: 'ars' });
  });

  it('000 D.III(1): "Atlantic" ends two names (Mid- and North Atlantic) and begins none: ambiguous, not a typo of one', () => {
    expect(standard.resolve('Atlantic')).toMatchObject({ kind: 'ambiguous', candidates: ['mao', 'nao'] });
  });

  it('000 D.III(1): a later word that only one name holds is still read ("Lyon" is the Gulf of Lyon)', () => {
    expect(standard.resolve('Lyon')).toMatchObject({ province: 'lyo' });
  });
});
