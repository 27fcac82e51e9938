// Web unit tests: a clean DOM and clean local storage for every test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../lib/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
