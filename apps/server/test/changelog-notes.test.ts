// The change-log panel shows CHANGELOG.md's released notes to candidates: they are written for candidates, and notes
// for operators (commands, addresses, configuration) live in docs/operations.md.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseChangelog } from '../src/modules/tech/changelog';
import { PARTNER_BOARDS } from '@portal/shared';

const CHANGELOG = fileURLToPath(new URL('../../../CHANGELOG.md', import.meta.url));

/** Words that belong to running the portal, not to using it. */
const OPERATOR_WORDS = /\b(API|OpenAPI|SMTP|CLI|PostgreSQL|PGlite|database|server|configured|environment|CSV|JSON|import|slug|endpoint|mailbox)\b|\/api-docs|portal [a-z]+:[a-z]+/i;

describe('release notes in the change-log panel', () => {
  it('the released notes are for candidates: no commands, code, board slugs or operator words', async () => {
    const entries = await parseChangelog(await readFile(CHANGELOG, 'utf8'));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      for (const item of entry.items) {
        const where = `${entry.version} ${item.modName}: ${item.desc}`;
        expect(item.desc, where).not.toContain('<code>');
        expect(item.desc, where).not.toMatch(OPERATOR_WORDS);
        for (const board of PARTNER_BOARDS) expect(item.desc, where).not.toContain(board);
      }
    }
  });

  it('the operator notes of a release are in docs/operations.md', async () => {
    const operations = await readFile(fileURLToPath(new URL('../../../docs/operations.md', import.meta.url)), 'utf8');
    expect(operations).toContain('### 0.1.0');
    expect(operations).toContain('jobs:import FILE');
  });
});
