// The intake's own canonical writing of an order (`A PAR - BUR`, `F NTH C A YOR - NWY`,
// `BUILD F STP/SC`), used in CLI output and in the round-trip tests: any order written this way
// reads back as the same order.
import type { Order } from '../types';

const L = (s: string) => s.toUpperCase();

export function formatOrder(o: Order): string {
  switch (o.kind) {
    case 'hold': return `${o.unitType ?? ''} ${L(o.unit)} H`.trim();
    case 'move': {
      const path = o.route?.length ? ` - ${o.route.map(L).join(' - ')}` : '';
      const via = o.viaConvoy && !o.route?.length ? ' VIA CONVOY' : '';
      return `${o.unitType ?? ''} ${L(o.unit)}${path} - ${L(o.to)}${via}`.trim();
    }
    case 'support': {
      const head = `${o.unitType ?? ''} ${L(o.unit)} S ${o.supportedType ?? ''} ${L(o.supported)}`.replace(/\s+/g, ' ').trim();
      return o.to ? `${head} - ${L(o.to)}` : head;
    }
    case 'convoy': return `${o.unitType ?? ''} ${L(o.unit)} C A ${L(o.from)} - ${L(o.to)}`.trim();
    case 'retreat': return `${o.unitType ?? ''} ${L(o.unit)} R ${L(o.to)}`.trim();
    case 'disband': return `${o.unitType ?? ''} ${L(o.unit)} D`.trim();
    case 'build': return `BUILD ${o.unitType} ${L(o.location)}`;
    case 'remove': return `REMOVE ${o.unitType ?? ''} ${L(o.unit)}`.replace(/\s+/g, ' ').trim();
    case 'waive': return 'WAIVE';
  }
}
