/**
 * Test helper (jest only, never bundled): @tcm/shared for page tests. The pages reach the outside
 * world through the HTTP call and the toasts, so those are jest mocks; everything else (rules,
 * drafts, widgets, the contract) is the real code. A remote whose pages also start a session or read
 * the account adds those mocks in `replace`. In a test file:
 *
 *   jest.mock('@tcm/shared', () => jest.requireActual<typeof import('@tcm/shared/testing/mockShared')>('@tcm/shared/testing/mockShared').mockShared());
 *
 * A page that imports `call` from '@tcm/shared/core' mocks that entry instead: the root re-exports
 * the core, so both then hand out the same mocks. This file imports nothing of @tcm/shared, so the
 * factory cannot require the module it mocks. The answers a test gives the mocked `call` are checked
 * against the contract's schemas after each test (checkedCall.ts).
 */
import { checkedCallMock } from './checkedCall';

export function mockShared(entry: '@tcm/shared' | '@tcm/shared/core' = '@tcm/shared', replace: Record<string, unknown> = {}) {
  return {
    ...jest.requireActual<Record<string, unknown>>(entry),
    call: checkedCallMock(),
    notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
    ...replace,
  };
}
