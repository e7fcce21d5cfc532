import { SHELL_PATHS } from './shellPaths';
import { SHELL_ROUTES } from './shellRoutes';

test('the paths the build publishes for telemetry are exactly the shell pages, each once', () => {
  expect(SHELL_ROUTES.map((r) => r.path).sort()).toEqual([...SHELL_PATHS].sort());
  expect(new Set(SHELL_PATHS).size).toBe(SHELL_PATHS.length);
});
