import type { PortalConfig } from '@tcm/shared/core';
import { disableTelemetry } from './events';

/**
 * Starts the telemetry once the page is interactive: after the load event, the shell's ready mark
 * and an idle moment — the module (web-vitals included) is never on the way of the first paint or
 * LCP. A page load outside the sample (config.telemetry.sampleRate) counts nothing and loads nothing.
 */
export function startTelemetry(config: PortalConfig, random = Math.random): void {
  const settings = config.telemetry;
  if (!settings || random() >= settings.sampleRate) {
    disableTelemetry();
    return;
  }
  const load = () => void import(/* webpackChunkName: "telemetry" */ './beacon').then((m) => m.startBeacon(settings)).catch(() => {});
  const idle = (fn: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 1000));
  // Interactive: the shell's ready mark (hydrated or rendered), then an idle moment.
  const whenReady = () => idle(() => (document.documentElement.hasAttribute('data-shell-ready') ? load() : setTimeout(whenReady, 300)));
  if (document.readyState === 'complete') whenReady();
  else addEventListener('load', whenReady, { once: true });
}
