// Viewport maths for the map stage: fit the drawing to its container, and zoom about the pointer
// (the point under the cursor stays put, as in every map application).

export interface Viewport { scale: number; x: number; y: number }

type ViewBox = readonly [number, number, number, number];

/**
 * Scale and offset that show the whole viewBox centred in a width × height container, `margin`
 * pixels clear of every edge (so nothing at the map's rim, Tunis or North Africa, is under the
 * box's border).
 */
export function fitViewBox(viewBox: ViewBox, width: number, height: number, margin = 0): Viewport {
  const [minX, minY, w, h] = viewBox;
  const m = Math.max(0, Math.min(margin, width / 4, height / 4));
  const scale = Math.max(1e-3, Math.min((width - 2 * m) / w, (height - 2 * m) / h));
  return { scale, x: (width - w * scale) / 2 - minX * scale, y: (height - h * scale) / 2 - minY * scale };
}

export const minZoom = 0.5; // relative to the fitted scale
export const maxZoom = 8;

/** Zoom by `factor` keeping the map point under `pointer` (stage pixels) where it is. */
export function zoomAt(view: Viewport, pointer: { x: number; y: number }, factor: number, fitScale: number): Viewport {
  const scale = Math.min(fitScale * maxZoom, Math.max(fitScale * minZoom, view.scale * factor));
  const mapX = (pointer.x - view.x) / view.scale;
  const mapY = (pointer.y - view.y) / view.scale;
  return { scale, x: pointer.x - mapX * scale, y: pointer.y - mapY * scale };
}

/** How far past the box's edge the map may be pulled: a little give, never a screenful of grey. */
export function panSlack(side: number): number { return Math.min(48, side * 0.1); }

/**
 * The view moved as little as needed so the map cannot be dragged off into empty space: a map
 * smaller than the box stays inside it, a larger one keeps covering it (give or take panSlack).
 */
export function clampView(view: Viewport, viewBox: ViewBox, width: number, height: number): Viewport {
  const [minX, minY, w, h] = viewBox;
  const axis = (offset: number, origin: number, extent: number, side: number) => {
    const start = offset + origin * view.scale; // the map's edge on screen
    const size = extent * view.scale;
    const slack = panSlack(side);
    const low = size <= side ? -slack : side - size - slack;
    const high = size <= side ? side - size + slack : slack;
    return offset + (Math.min(high, Math.max(low, start)) - start);
  };
  return { scale: view.scale, x: axis(view.x, minX, w, width), y: axis(view.y, minY, h, height) };
}
