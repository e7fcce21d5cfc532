// `testTimeout` inside a Jest project entry is ignored (it is a global option): the API and deploy
// tests start servers and databases, so they get their minute here, as the e2e project does.
jest.setTimeout(60_000);
