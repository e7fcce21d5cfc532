import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Two Jest workers share two cores with the API tests' databases: a page test that renders and
// waits for a few async steps can pass 5 s there without being wrong.
jest.setTimeout(20_000);
// The same holds for a findBy or waitFor: the first render of a lazy part that brings Arco in
// (the avatar menu, a page) requires all of Arco into the worker, which took over the default 1 s
// in CI. A wait still fails when the element never comes; it only waits longer before saying so.
configure({ asyncUtilTimeout: 5_000 });

// Arco's responsive helpers ask for matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The shell's ScrollRestoration scrolls the window on every navigation; jsdom has no layout and
// only logs "Not implemented". Record the offset so a test can read where a page was put.
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const top = typeof x === 'object' ? (x.top ?? window.scrollY) : (y ?? 0);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
}) as typeof window.scrollTo;

afterEach(() => {
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  sessionStorage.clear();
});
