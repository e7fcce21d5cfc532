/**
 * Arco's modal transition reads element.ref, which React 19 warns about on console.error; that
 * noise is Arco's. Call at the top of a test file that opens Arco dialogs: every other error still shows.
 */
export function quietArcoRefWarning(): void {
  const consoleError = console.error;
  beforeAll(() =>
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).startsWith('Accessing element.ref')) return;
      consoleError(...args);
    }),
  );
  afterAll(() => jest.restoreAllMocks());
}
