// Viewport maths for the map stage: fit the drawing to its container, and zoom about the pointer
// (the point under the cursor stays put, as in every map application).

export interface Viewport { scale: number; x: number; y: number }

/** Scale and offset that show the whole viewBox centred in a width × height container. */
export function fitViewBox(viewBox: readonly [number, number, number, number], width: number, height: number): Viewport {
  const [minX, minY, w, h] = viewBox;
  const scale = Math.max(1e-3, Math.min(width / w, height / h));
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
