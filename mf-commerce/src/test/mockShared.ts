/**
 * Partial mock of @tcm/shared for the commerce page tests: the HTTP call and the toasts are
 * replaced; everything else (rules, selection, contract constants, widgets) is the real code, and
 * @tcm/shared/commerce is not mocked at all.
 * Use in a test file:  jest.mock('@tcm/shared', () => require('../../test/mockShared').mockShared());
 */
export function mockShared() {
  const actual = jest.requireActual('@tcm/shared');
  return {
    ...actual,
    call: jest.fn(),
    notify: { error: jest.fn(), success: jest.fn(), info: jest.fn(), warning: jest.fn() },
  };
}
