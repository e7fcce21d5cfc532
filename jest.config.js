/**
 * One jest run, one project per package. Browser code runs in jest-fixed-jsdom; the API, deploy
 * and e2e projects run in node. Arco's `es/` paths are mapped to its CommonJS `lib/` build.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  // ky ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
  moduleNameMapper: {
    '^@arco-design/web-react/es/(.*)$': '@arco-design/web-react/lib/$1',
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/scripts/jest/fileStub.js',
  },
};

const browser = (name) => ({
  ...common,
  displayName: name,
  testEnvironment: 'jest-fixed-jsdom',
  roots: [`<rootDir>/${name}/src`],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupDom.ts'],
});

module.exports = {
  projects: [
    browser('shared'),
    browser('shell'),
    browser('mf-account'),
    browser('mf-clinic'),
    browser('mf-commerce'),
    browser('mf-certification'),
    { ...common, displayName: 'api', testEnvironment: 'node', roots: ['<rootDir>/api'], setupFilesAfterEnv: ['<rootDir>/scripts/jest/nodeTimeout.ts'] },
    { ...common, displayName: 'release', testEnvironment: 'node', roots: ['<rootDir>/release'], setupFilesAfterEnv: ['<rootDir>/scripts/jest/nodeTimeout.ts'] },
    { ...common, displayName: 'deploy', testEnvironment: 'node', roots: ['<rootDir>/deploy'], setupFilesAfterEnv: ['<rootDir>/scripts/jest/nodeTimeout.ts'] },
    { ...common, displayName: 'bench', testEnvironment: 'node', roots: ['<rootDir>/bench/test'] },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setupTimeout.ts'],
      globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
    },
  ],
};
