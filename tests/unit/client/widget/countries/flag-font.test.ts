// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFlagFontLoader, FLAG_FONT_FAMILY } from '../../../../../client/widget/countries/flag-font.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
});

const WHITE = [255, 255, 255, 255];
const BLACK = [0, 0, 0, 255];
const SMILE_YELLOW = [255, 204, 77, 255];

/**
 * A stand-in for the 2D context the polyfill draws on (jsdom has none): the pixel under a glyph the browser
 * draws in colour keeps its own colour; any other text comes out in the fill colour, as letters do.
 */
function browserDrawing(inColour: (text: string) => boolean): void {
  let pixel = [0, 0, 0, 0];
  const context = {
    fillStyle: '',
    font: '',
    textBaseline: '',
    scale() {},
    clearRect() {
      pixel = [0, 0, 0, 0];
    },
    fillText(text: string) {
      pixel = inColour(text) ? SMILE_YELLOW : context.fillStyle === '#fff' ? WHITE : BLACK;
    },
    getImageData: () => ({ data: pixel }),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
}

const isFlag = (text: string) => /\p{Regional_Indicator}/u.test(text);

const fontFaces = () =>
  [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('@font-face'));

describe('the flag font loader', () => {
  it('runs the feature test once however often the list opens, naming the family and the bundled font', () => {
    const polyfill = vi.fn(() => true);
    const load = createFlagFontLoader(polyfill);
    load();
    load();
    load();
    expect(polyfill).toHaveBeenCalledTimes(1);
    expect(polyfill).toHaveBeenCalledWith(
      'Twemoji Country Flags',
      expect.stringMatching(/TwemojiCountryFlags[^/]*\.woff2$/),
    );
  });

  it('registers the font, once, where the browser draws colour emoji but flags as letters', () => {
    browserDrawing((text) => !isFlag(text));
    const load = createFlagFontLoader();
    load();
    load();
    expect(fontFaces()).toHaveLength(1);
    const rule = fontFaces()[0]?.textContent ?? '';
    expect(rule).toContain(`font-family: "${FLAG_FONT_FAMILY}"`);
    expect(rule).toMatch(/unicode-range: U\+1F1E6-1F1FF/);
    expect(rule).toMatch(/src: url\('[^']*TwemojiCountryFlags[^']*\.woff2'\)/);
  });

  it('never registers it where the browser draws flags', () => {
    browserDrawing(() => true);
    createFlagFontLoader()();
    expect(fontFaces()).toEqual([]);
  });

  it('leaves the flags alone where there is no 2D canvas to test with', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => createFlagFontLoader()()).not.toThrow();
    expect(fontFaces()).toEqual([]);
  });
});
