import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The server files spend much of
    // their time in the `portal` command and server processes they start, so two workers keep both cores busy there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
