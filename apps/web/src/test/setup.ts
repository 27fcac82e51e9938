// Web unit tests: a clean DOM and clean local storage for every test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllNamespaces } from '../lib/i18n';

// Pages render at once in tests: every namespace is loaded first (the app loads most with the page that uses them).
await loadAllNamespaces();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
