import { describe, expect, it } from 'vitest';
import { titleForPath } from './routes';

describe('page titles for breadcrumbs', () => {
  it('names exact routes and routes with parameters, never by their id', () => {
    expect(titleForPath('/jobs/open')).toBe('openJobs');
    expect(titleForPath('/openjobs/0b7f1d2e-1111-4a4a-9c9c-123456789abc')).toBe('openJob');
    expect(titleForPath('/openjobs')).toBeUndefined();
  });
});
