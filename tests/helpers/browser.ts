import { chromium, type Browser } from 'playwright-core';
import { ensureDebianPackage } from './debian-package.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium driven by Playwright (never a downloaded browser), installed on first use when missing. */
export async function launchChromium(): Promise<Browser> {
  ensureDebianPackage(CHROMIUM, 'chromium');
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Closed network: background services would only fail; root needs --no-sandbox.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
