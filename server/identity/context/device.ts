/**
 * "Firefox on Linux": what the e-mail and the landing page say about the browser that asked to sign in, in the
 * language of the reader's messages. Built only from a fixed vocabulary, so nothing a client sends reaches an
 * e-mail or a page verbatim.
 */
import { fillText } from '../mail/texts/fill.ts';
import { mailTexts, type MailLanguage } from '../mail/texts/index.ts';

const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+\s.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows NT\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = mailTexts('en')['device.unknown'];
const MAX_USER_AGENT = 500;

export function describeDevice(userAgent: string | undefined, language: MailLanguage = 'en'): string {
  const texts = mailTexts(language);
  if (!userAgent) return texts['device.unknown'];
  const ua = userAgent.slice(0, MAX_USER_AGENT);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return fillText(texts['device.browserOn'], { browser, system });
  if (browser) return browser;
  if (system) return fillText(texts['device.someBrowserOn'], { system });
  return texts['device.unknown'];
}
