// testTimeout is a global option that jest ignores inside `projects`; browser journeys need longer.
jest.setTimeout(120_000);
