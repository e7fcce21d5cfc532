import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { notify } from '@tcm/shared';
import { respond, type CallTable } from '@tcm/shared/testing/calls';
import { renderRoute } from '@tcm/shared/testing/renderRoute';

/**
 * What every page test does: answer the shared calls, render the page in a router at a URL, and
 * drive it as a user. Use with the shared mock in the test file:
 *
 *   jest.mock('@tcm/shared', () => jest.requireActual<typeof import('../../test/mockShared')>('../../test/mockShared').mockShared());
 *   const page = renderPage(<SignupPage />, '/Signup?code=WX9', { calls: { 'POST /register': { code: 200 } } });
 *   await page.fill({ 手机号: PHONE, 验证码: '123456' });
 *   await page.press('注册');
 *
 * Importing this module also resets, before each test, every mock and the tab's history state.
 */
beforeEach(() => {
  jest.clearAllMocks();
  window.history.replaceState(null, '');
});

/** Input label → text to type. */
export type Typing = Partial<Record<string, string>>;

export interface PageOptions {
  /** Answers to the shared `call`, by call key (see calls.ts). */
  calls?: CallTable;
  /** Router state of the entry (e.g. a phone passed along by registration). */
  state?: unknown;
  /** Earlier in-app pages: the page then has a previous page to go back to (history idx > 0). */
  history?: string[];
  /** Arco popups (selects, cascaders, dialogs) take no pointer events while they animate in. */
  popups?: boolean;
}

export function renderPage(element: ReactElement, url: string, { calls, state, history = [], popups }: PageOptions = {}) {
  if (calls) respond(calls);
  if (history.length) window.history.replaceState({ idx: history.length }, '');
  const user = userEvent.setup(popups ? { pointerEventsCheck: 0 } : {});
  const rendered = renderRoute(element, { path: url.split('?')[0], url, state, history });
  return {
    ...rendered,
    user,
    /** Types each text into the input with that label, after what it already holds. */
    async fill(typing: Typing) {
      for (const [label, text] of Object.entries(typing)) if (text) await user.type(screen.getByLabelText(label), text);
    },
    /** Clicks the button with this accessible name. */
    press: (name: string) => user.click(screen.getByRole('button', { name })),
  };
}

export type RenderedPage = ReturnType<typeof renderPage>;

/** One step of expectRulesInOrder: what to type (or do) before submitting, and the toast expected. */
export type RuleStep = [Typing | (() => Promise<unknown>), string];

/**
 * The rules in the spec's order: for each step, type (or do) something, press `submitName`, and
 * expect that step's message as the latest error toast.
 */
export async function expectRulesInOrder(page: RenderedPage, submitName: string, steps: RuleStep[]): Promise<void> {
  for (const [prepare, message] of steps) {
    if (typeof prepare === 'function') await prepare();
    else await page.fill(prepare);
    await page.press(submitName);
    expect(notify.error).toHaveBeenLastCalledWith(message);
  }
}
