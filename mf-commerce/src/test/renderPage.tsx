import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { respond, type CallTable } from '@tcm/shared/testing/calls';
import { renderRoute } from '@tcm/shared/testing/renderRoute';

/**
 * What every commerce page test does (as the clinic's): answer the shared calls, render the page in
 * a router at a URL, and drive it as a user. Use with the shared mock in the test file:
 *
 *   jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());
 *
 * Importing this module also resets, before each test, every mock and session storage.
 */
beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
});

export interface PageOptions {
  calls?: CallTable;
  /** Arco popups and buttons take no pointer events while they animate in. */
  popups?: boolean;
  /** With fake timers, user-event must advance them itself. */
  advanceTimers?: (ms: number) => void;
  /** Pages visited before this one (so the page can go back). */
  history?: string[];
}

export function renderPage(element: ReactElement, url: string, { calls, popups, advanceTimers, history }: PageOptions = {}) {
  if (calls) respond(calls);
  const user = userEvent.setup({ ...(popups ? { pointerEventsCheck: 0 } : {}), ...(advanceTimers ? { advanceTimers } : {}) });
  const rendered = renderRoute(element, { path: url.split('?')[0], url, history });
  return {
    ...rendered,
    user,
    /** Clicks the button with this accessible name. */
    press: (name: string | RegExp) => user.click(screen.getByRole('button', { name })),
  };
}
