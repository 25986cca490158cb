// Power colours a colour-blind GM or player can still tell apart (UX.md, Map: "Maharajah's seven
// powers get seven distinct colours that also work for colour-blind players").
//
// How: each colour is converted to linear RGB, passed through the dichromacy simulation matrices of
// Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color Vision
// Deficiency" (IEEE TVCG 2009), severity 1.0, then to CIELAB (D65), and every pair of powers must
// stay at least MIN_DELTA_E apart (CIE76 Euclidean distance) in normal, deuteranope and protanope
// vision. The matrices are published numbers; the code is our own.
import { describe, expect, it } from 'vitest';
import { getVariant } from '../../../core/diplomacy/variants';
import { mapColours, mix, ownerShading } from '../../../renderer/map/mapStyle';

type Rgb = [number, number, number];
type Matrix = [Rgb, Rgb, Rgb];

/** Roughly the distance at which two map colours are told apart at a glance, not side by side. */
const MIN_DELTA_E = 20;
/** For a shaded province against the sea or bare land under simulated dichromacy. */
const MIN_SHADING_DELTA_E = 15;

const NORMAL: Matrix = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
const DEUTERANOPIA: Matrix = [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]];
const PROTANOPIA: Matrix = [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]];
const visions = { normal: NORMAL, deuteranopia: DEUTERANOPIA, protanopia: PROTANOPIA } as const;

function linearRgb(hex: string): Rgb {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
}

function simulate(m: Matrix, rgb: Rgb): Rgb {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return m.map((row) => clamp(row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2])) as Rgb;
}

/** Linear sRGB to CIELAB, D65 white. */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function deltaE(a: string, b: string, vision: Matrix): number {
  const p = lab(simulate(vision, linearRgb(a)));
  const q = lab(simulate(vision, linearRgb(b)));
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** The closest pair of powers in a vision: the one a reader is most likely to confuse. */
function closestPair(colours: Record<string, string>, vision: Matrix) {
  const names = Object.keys(colours);
  let best = { a: '', b: '', deltaE: Infinity };
  names.forEach((a, i) => names.slice(i + 1).forEach((b) => {
    const d = deltaE(colours[a]!, colours[b]!, vision);
    if (d < best.deltaE) best = { a, b, deltaE: d };
  }));
  return best;
}

const coloursOf = (id: string) => Object.fromEntries(getVariant(id).powers.map((p) => [p.name, p.colour]));

describe('power colours under simulated colour blindness (UX.md, Map)', () => {
  it('the simulation sees what the map engineer saw with the former Okabe-Ito colours', () => {
    // The previous Maharajah colours: Gondwana green and Rajputana pink, Bahmana orange and Delhi
    // vermilion. Distinct normally; too close for a deuteranope. If the simulation stopped
    // simulating, this would fail.
    expect(deltaE('#009E73', '#CC79A7', NORMAL)).toBeGreaterThan(MIN_DELTA_E * 3);
    expect(deltaE('#009E73', '#CC79A7', DEUTERANOPIA)).toBeLessThan(MIN_DELTA_E);
    expect(deltaE('#E69F00', '#D55E00', DEUTERANOPIA)).toBeLessThan(MIN_DELTA_E);
    // A red and a dark green a protanope cannot tell apart at all.
    expect(deltaE('#CC0000', '#005500', NORMAL)).toBeGreaterThan(MIN_DELTA_E * 3);
    expect(deltaE('#CC0000', '#005500', PROTANOPIA)).toBeLessThan(2);
  });

  it('Maharajah has seven different, well-formed colours', () => {
    const colours = coloursOf('maharajah');
    expect(Object.keys(colours)).toHaveLength(7);
    expect(new Set(Object.values(colours).map((c) => c.toLowerCase())).size).toBe(7);
  });

  for (const [name, vision] of Object.entries(visions)) {
    it(`Maharajah's seven powers stay at least ${MIN_DELTA_E} CIELAB dE apart in ${name} vision`, () => {
      const closest = closestPair(coloursOf('maharajah'), vision);
      expect(closest.deltaE, `${closest.a} and ${closest.b}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
    });
  }

  it("a province shaded in a Maharajah power's colour never looks like the sea or unowned land", () => {
    // The map shades owned provinces with ownerShading of the power's colour over the land colour:
    // a sky-blue power would paint its land like water (the former Persia did). Shading is paler
    // than the colour itself, so dichromats get a lower bar (MIN_SHADING_DELTA_E).
    for (const [power, colour] of Object.entries(coloursOf('maharajah'))) {
      const shaded = mix(colour, mapColours.land, ownerShading);
      for (const [name, vision] of Object.entries(visions)) {
        const least = vision === NORMAL ? MIN_DELTA_E : MIN_SHADING_DELTA_E;
        expect(deltaE(shaded, mapColours.sea, vision), `${power} vs the sea, ${name}`).toBeGreaterThanOrEqual(least);
        expect(deltaE(shaded, mapColours.land, vision), `${power} vs unowned land, ${name}`).toBeGreaterThanOrEqual(least);
      }
    }
    expect(deltaE(mix('#56B4E9', mapColours.land, ownerShading), mapColours.sea, NORMAL)).toBeLessThan(MIN_DELTA_E);
    expect(deltaE(mix('#A07AF5', mapColours.land, ownerShading), mapColours.sea, DEUTERANOPIA)).toBeLessThan(MIN_SHADING_DELTA_E);
  });

  it('the standard map keeps its conventional colours, distinct in normal vision', () => {
    // Players know England dark blue, Italy green, Austria red (UX.md), so these are not changed for
    // dichromats: the A/F letters and the legend's names carry the power there.
    const colours = coloursOf('standard');
    expect(Object.keys(colours)).toHaveLength(7);
    const closest = closestPair(colours, NORMAL);
    expect(closest.deltaE, `${closest.a} and ${closest.b}`).toBeGreaterThanOrEqual(MIN_DELTA_E);
  });
});
