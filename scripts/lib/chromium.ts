import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH for another one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Headless, and none of Chromium's own connections: this machine's network is closed, and its
 * background requests would otherwise fail (and be counted) during tests and measurements.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The one way e2e journeys and the bench start a browser (`extraArgs`: the bench's trusted throwaway certificate). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
