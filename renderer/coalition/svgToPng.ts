// The app's PNG of the Coalition grid map (004 1.2): the SVG document gridSvg.ts writes — the same
// one the command line rasterises with resvg — drawn by the browser onto a canvas of the SVG's own
// size. The SVG is loaded as an image from a Blob URL, so nothing in it (player-written names
// included, which gridSvg escapes anyway) is ever parsed into the page's DOM or runs as script:
// an SVG shown through <img> has no scripts and no external loads.
// Returns base64 without the data: prefix, as PlatformBridge.saveFile kind 'png' wants.

/** Draws `svg` (of `width` x `height` pixels) to a PNG; rejects with a sentence when the browser cannot. */
export async function svgToPng(svg: string, width: number, height: number): Promise<string> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The browser could not draw the map\'s SVG, so no PNG was made.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser gives no canvas to draw the map PNG on.');
    context.drawImage(image, 0, 0, width, height);
    const dataUrl = canvas.toDataURL('image/png');
    const prefix = 'data:image/png;base64,';
    if (!dataUrl.startsWith(prefix)) throw new Error('The browser did not make a PNG of the map.');
    return dataUrl.slice(prefix.length);
  } finally {
    URL.revokeObjectURL(url);
  }
}
