// The look of the Diplomacy map in one place: colours of land, sea and order arrows, and sizes that
// scale with the map's drawing (a 1524-wide standard map and a 1793-wide Maharajah map get the same
// on-screen proportions). Power colours come from the variant, never from here.

export const mapColours = {
  /** Outside every province (Switzerland, the frame): a muted impassable grey-beige. */
  impassable: '#cbc4ae',
  land: '#efe6cf',
  sea: '#b9d6ea',
  border: '#5b5547',
  river: '#3f7fbf',
  label: '#2b2620',
  labelHalo: 'rgba(255,255,255,0.75)',
  unitOutline: '#151515',
  dislodgedRing: '#e65100',
  hover: '#ffffff',
  arrowOk: '#1b1b1b',
  arrowFailed: '#c62828',
  arrowHalo: 'rgba(255,255,255,0.85)',
  centreNeutral: '#3a3a3a',
  titleBand: '#25221c',
  titleText: '#ffffff',
  legendBand: '#f6f2e6',
} as const;

/** How much of the owner's colour shades a province (the rest is land): enough to tell owners
 * apart, little enough that names stay readable. powerColours.test.ts checks it against the sea. */
export const ownerShading = 0.55;

/** Sizes in map units, proportional to the drawing's width. */
export function mapSizes(viewBoxWidth: number) {
  const u = viewBoxWidth / 1524; // 1.0 on the standard map
  return {
    unitRadius: 17 * u,
    labelFont: 18 * u,
    unitFont: 19 * u,
    centreRadius: 6.5 * u,
    borderWidth: 1.3 * u,
    riverWidth: 4 * u,
    arrowWidth: 3.2 * u,
    arrowHead: 11 * u,
    dislodgedOffset: 20 * u,
  };
}

function parseHex(colour: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return [128, 128, 128];
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return '#' + [r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('');
}

/** `amount` of `colour` over `base` (0 = base, 1 = colour): owner shading that keeps names readable. */
export function mix(colour: string, base: string, amount: number): string {
  const a = parseHex(colour), b = parseHex(base);
  return toHex([0, 1, 2].map((i) => b[i]! + (a[i]! - b[i]!) * amount) as [number, number, number]);
}

/** Black or white, whichever reads better on `colour` (relative luminance, WCAG). */
export function textOn(colour: string): string {
  const lin = parseHex(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
  return luminance > 0.22 ? '#111111' : '#ffffff';
}

export const mapFont = 'DejaVu Sans, Arial, Helvetica, sans-serif';
