import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { respond, type CallTable } from '@tcm/shared/testing/calls';
import { renderRoute } from '@tcm/shared/testing/renderRoute';

/**
 * What every clinic page test does (as mf-account's): answer the shared calls, render the page in a
 * router at a URL, and drive it as a user. Use with the shared mock in the test file:
 *
 *   jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());
 *
 * Importing this module also resets, before each test, every mock, session storage and the tab's
 * history state.
 */
beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '');
});

export interface PageOptions {
  calls?: CallTable;
  /** Arco popups and buttons take no pointer events while they animate in. */
  popups?: boolean;
  /** With fake timers, user-event must advance them itself. */
  advanceTimers?: (ms: number) => void;
}

export function renderPage(element: ReactElement, url: string, { calls, popups, advanceTimers }: PageOptions = {}) {
  if (calls) respond(calls);
  const user = userEvent.setup({ ...(popups ? { pointerEventsCheck: 0 } : {}), ...(advanceTimers ? { advanceTimers } : {}) });
  const rendered = renderRoute(element, { path: url.split('?')[0], url });
  return {
    ...rendered,
    user,
    /** Clicks the button with this accessible name. */
    press: (name: string | RegExp) => user.click(screen.getByRole('button', { name })),
  };
}

export type RenderedPage = ReturnType<typeof renderPage>;
