import type { Page } from 'playwright-core';

export interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The distinct colours (`r,g,b`) the reader sees in a part of the page: what was painted, shadows and all,
 * which `elementFromPoint` cannot tell. The screenshot is decoded by the browser itself.
 */
export async function paintedColours(page: Page, clip: Clip): Promise<string[]> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data: rgba } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    const colours = new Set<string>();
    for (let i = 0; i < rgba.length; i += 4) colours.add(`${rgba[i]},${rgba[i + 1]},${rgba[i + 2]}`);
    return [...colours];
  }, png);
}
