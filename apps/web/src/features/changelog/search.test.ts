import { describe, expect, it } from 'vitest';
import type { ChangeLogEntry } from './api/get-logs';
import { formatDeployedDate, searchChangeLog } from './search';

const ENTRIES: ChangeLogEntry[] = [
  {
    version: '1.2.0',
    deployedAt: '2026-03-04',
    items: [
      { modName: 'Jobs', type: 'New Feature', desc: 'Favourite <strong>open jobs</strong>.' },
      { modName: 'Accounts', type: 'Bugs', desc: 'Sign-in keeps the e-mail.' },
    ],
  },
  {
    version: '1.1.0',
    deployedAt: '2026-01-15',
    items: [{ modName: 'References', type: 'Improvement', desc: 'Faster reference list.' }],
  },
];

describe('change-log search (spec §5)', () => {
  it('matches the description, ignoring case', () => {
    const result = searchChangeLog(ENTRIES, 'OPEN JOBS');
    expect(result).toHaveLength(1);
    expect(result[0]?.items.map((item) => item.modName)).toEqual(['Jobs']);
  });

  it('matches the module name, ignoring case', () => {
    const result = searchChangeLog(ENTRIES, 'references');
    expect(result.map((entry) => entry.version)).toEqual(['1.1.0']);
  });

  it('does not match markup inside the description', () => {
    expect(searchChangeLog(ENTRIES, 'strong')).toEqual([]);
  });

  it('a blank query resets to every entry', () => {
    expect(searchChangeLog(ENTRIES, '')).toBe(ENTRIES);
    expect(searchChangeLog(ENTRIES, '   ')).toBe(ENTRIES);
  });

  it('drops releases without a matching item', () => {
    expect(searchChangeLog(ENTRIES, 'nothing like this')).toEqual([]);
  });
});

describe('deployed date (spec §9: MM/DD/YYYY)', () => {
  it('formats without a time-zone shift', () => {
    expect(formatDeployedDate('2026-03-04')).toBe('03/04/2026');
    expect(formatDeployedDate('2026-12-31T23:30:00.000Z')).toBe('12/31/2026');
  });

  it('gives null for a release not yet deployed', () => {
    expect(formatDeployedDate(null)).toBeNull();
    expect(formatDeployedDate('soon')).toBeNull();
  });
});
