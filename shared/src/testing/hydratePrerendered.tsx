/**
 * For a remote's prerender test (issue 34): its page's prerendered markup put into the document and
 * hydrated as the shell does it, the page in Arco's configuration at its URL, and React's hydration
 * complaints collected (a mismatch is one). Import it before rendering anything: it installs the
 * console spy and the setImmediate React's Node prerenderer needs.
 */
import '@arco-design/web-react/es/_util/react-19-adapter';
import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { setImmediate } from 'node:timers';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

// React's Node prerenderer schedules its work with setImmediate, which the jsdom environment hides.
Object.assign(globalThis, { setImmediate });

// At build time the prerenderer runs in a process of its own; here React's server and client renderers
// share Arco's context objects, which React's development build warns about. Nothing else is hidden.
// React's development build reports a mismatch of attributes (not only of content) here: it counts too.
const consoleError = console.error.bind(console);
const hydrationWarnings: unknown[] = [];
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  const message = String(args[0]);
  if (/hydrat/i.test(message)) hydrationWarnings.push(message);
  if (!message.includes('multiple renderers concurrently')) consoleError(...args);
});

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/**
 * `body` (the prerendered markup) hydrated with `page` at `url`. `complaints`: React's, from then on;
 * `firstInput`: the markup's first input before hydration (hydrated in place, it is still the one shown).
 */
export async function hydratePrerendered(
  body: string,
  path: string,
  url: string,
  page: ReactElement,
): Promise<{ complaints: unknown[]; container: HTMLElement; firstInput: HTMLInputElement | null }> {
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const firstInput = container.querySelector('input');
  hydrationWarnings.length = 0;
  const complaints = hydrationWarnings;
  const router = createMemoryRouter([{ path, element: <ConfigProvider locale={zhCN}>{page}</ConfigProvider> }], { initialEntries: [url] });
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => complaints.push(error) });
  });
  return { complaints, container, firstInput };
}
