/**
 * The country picker's flag font, in Debian Chromium against `docgen serve` on the fixture site with a phone
 * factor. Chromium here has no emoji font at all, so what the flag test reads from its canvas is simulated: a
 * browser that draws flags as letters (Chromium on Windows) downloads the bundled flag font when the picker
 * opens, and not before; a browser that draws flags never downloads it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignInSite, type SignInSite } from '../helpers/sign-in-browser.ts';

const FLAG_FONT_FAMILY = 'Twemoji Country Flags';
const FLAG_FONT_FILE = /\/TwemojiCountryFlags[^/]*\.woff2$/;

let site: SignInSite;

beforeAll(async () => {
  site = await startSignInSite();
});

afterAll(async () => {
  await site?.close();
});

/**
 * Runs before the page's scripts. The pixel the flag test reads back keeps a glyph's own colour, except for
 * flags drawn as letters: those come out in the fill colour.
 */
function drawFlags(asLetters: boolean): void {
  const proto = CanvasRenderingContext2D.prototype;
  const drawn = new WeakMap<CanvasRenderingContext2D, { text: string; fill: unknown }>();
  const fillText = proto.fillText;
  proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
    drawn.set(this, { text, fill: this.fillStyle });
    fillText.call(this, text, x, y);
  };
  proto.getImageData = function (this: CanvasRenderingContext2D) {
    const last = drawn.get(this);
    const letters = asLetters && /\p{Regional_Indicator}/u.test(last?.text ?? '');
    const white = last?.fill === '#ffffff';
    const pixel = !letters ? [255, 204, 77, 255] : white ? [255, 255, 255, 255] : [0, 0, 0, 255];
    return new ImageData(new Uint8ClampedArray(pixel), 1, 1);
  };
}

interface PhoneSignIn {
  context: BrowserContext;
  page: Page;
  fontRequests: string[];
}

/** The sign-in form on its Phone tab, every request for the flag font recorded. */
async function openPhoneSignIn(flagsAsLetters: boolean): Promise<PhoneSignIn> {
  const context = await site.browser.newContext();
  await context.addInitScript(drawFlags, flagsAsLetters);
  const page = await context.newPage();
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (FLAG_FONT_FILE.test(new URL(request.url()).pathname)) fontRequests.push(request.url());
  });
  await page.goto(`${site.server.origin}/docs/overview`);
  await page.getByRole('tab', { name: 'Phone' }).click();
  await page.locator('.sid-country__button .sid-country__flag').waitFor();
  return { context, page, fontRequests };
}

/** Opens the picker and waits for the effect of opening it, which also focuses the search. */
async function openPicker(page: Page): Promise<void> {
  await page.locator('.sid-country__button').click();
  await page.locator('.sid-country__search:focus').waitFor();
}

const flagFontStatus = (page: Page) =>
  page.evaluate(
    (family) =>
      [...document.fonts].find((face) => face.family.replace(/"/g, '') === family)?.status ?? 'absent',
    FLAG_FONT_FAMILY,
  );

describe('the flag font of the country picker, in Chromium', () => {
  it('is downloaded when the picker opens in a browser that draws flags as letters, not before', async () => {
    const { context, page, fontRequests } = await openPhoneSignIn(true);
    expect(fontRequests).toEqual([]);
    expect(await flagFontStatus(page)).toBe('absent');

    await openPicker(page);
    await expect.poll(() => flagFontStatus(page)).toBe('loaded');
    expect(fontRequests).toHaveLength(1);
    expect(new URL(fontRequests[0] ?? '').origin).toBe(site.server.origin);
    await context.close();
  });

  it('is never downloaded in a browser that draws flags', async () => {
    const { context, page, fontRequests } = await openPhoneSignIn(false);
    await openPicker(page);
    expect(await flagFontStatus(page)).toBe('absent');
    expect(fontRequests).toEqual([]);
    await context.close();
  });
});
