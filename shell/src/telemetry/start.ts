import type { PortalConfig } from '@tcm/shared/core';
import { disableTelemetry } from './events';

/**
 * Starts the telemetry once the page is interactive: after the load event, the shell's ready mark
 * and an idle moment — the module (web-vitals included) is never on the way of the first paint or
 * LCP. A page load outside the sample (config.telemetry.sampleRate) counts nothing and loads nothing.
 */
export function startTelemetry(config: PortalConfig, random = Math.random): void {
  const settings = config.telemetry;
  if (!settings || !navigator.sendBeacon || random() >= settings.sampleRate) {
    disableTelemetry();
    return;
  }
  const load = () =>
    void import(/* webpackChunkName: "telemetry" */ './beacon').then((m) => m.startBeacon(settings)).catch(() => {});
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load, { timeout: 5000 }) : setTimeout(load, 1000));
  const whenReady = () => {
    if (document.documentElement.hasAttribute('data-shell-ready')) return whenIdle();
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-shell-ready')) return;
      observer.disconnect();
      whenIdle();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-shell-ready'] });
  };
  if (document.readyState === 'complete') whenReady();
  else addEventListener('load', whenReady, { once: true });
}
