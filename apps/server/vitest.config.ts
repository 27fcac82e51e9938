import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file boots its own app on its own fresh database: a copy of one migrated template made once per run.
    globalSetup: ['test/helpers/global-setup.ts'],
    fileParallelism: true,
    // The files of a worker share its module graph: the app's modules are imported once per worker instead of once per
    // file (seconds each). Every file still boots its own app on its own database; no file changes module state.
    isolate: false,
  },
});
