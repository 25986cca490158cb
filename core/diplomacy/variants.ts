// The variants Adjutant ships. Each is data under assets/variants/<id>/; adding a variant means
// adding its JSON here, not writing code for it.
import standard from '../../assets/variants/standard/variant.json';
import maharajah from '../../assets/variants/maharajah/variant.json';
import { loadVariant, type Variant } from './variant';

const sources: Record<string, unknown> = { standard, maharajah };
const loaded = new Map<string, Variant>();

export function variantIds(): string[] { return Object.keys(sources); }

export function getVariant(id: string): Variant {
  let v = loaded.get(id);
  if (!v) {
    const raw = sources[id];
    if (!raw) throw new Error(`unknown variant '${id}' (known: ${variantIds().join(', ')})`);
    v = loadVariant(raw);
    loaded.set(id, v);
  }
  return v;
}
