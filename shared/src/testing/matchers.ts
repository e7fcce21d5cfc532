/**
 * Test helper (jest only, never bundled): jest's asymmetric matchers as `unknown`. @types/jest types
 * each one `any`, and an `any` inside the object a test compares an answer with is what the
 * no-unsafe-* lint rules refuse; `unknown` says the same at run time (they are jest's own matchers)
 * without switching the type checks off. Write `{ token: match.any(String) }` where jest's docs say
 * `{ token: expect.any(String) }`.
 */
type AsymmetricName = 'any' | 'anything' | 'arrayContaining' | 'objectContaining' | 'stringContaining' | 'stringMatching';

export const match: { [K in AsymmetricName]: (...args: Parameters<jest.Expect[K]>) => unknown } = expect;
