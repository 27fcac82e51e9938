import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { prettyLine, prettyStream, startupBanner } from './startup-log';

describe('start-up output on a terminal', () => {
  it('says where to open the portal, the demo sign-in and the mailbox', () => {
    const text = startupBanner({
      url: 'http://localhost:3000',
      database: 'embedded (./data)',
      demo: { email: 'demo@meridianhealthstaffing.com', password: 'Demo2026!' },
      mailbox: 'http://localhost:3000/dev/mailbox',
    });
    expect(text).toContain('Open          http://localhost:3000');
    expect(text).toContain('Demo sign-in  demo@meridianhealthstaffing.com / Demo2026!');
    expect(text).toContain('E-mails       http://localhost:3000/dev/mailbox');
    expect(text).not.toContain('\u001b[');
  });

  it('leaves out the demo sign-in and the mailbox when they are off', () => {
    const text = startupBanner({ url: 'https://jobs.example.com', database: 'postgresql', demo: null, mailbox: null });
    expect(text).not.toContain('Demo sign-in');
    expect(text).not.toContain('E-mails');
  });

  it('turns pino JSON lines into readable ones', () => {
    const line = JSON.stringify({ level: 40, time: Date.UTC(2026, 0, 1, 12, 0, 0), pid: 1, hostname: 'h', msg: 'slow', reqId: 'r1' });
    expect(prettyLine(line)).toMatch(/^\d{2}:\d{2}:\d{2} WARN {2}slow reqId=r1$/);
    expect(prettyLine('not json')).toBe('not json');
  });

  it('writes whole lines however the chunks are cut', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const stream = prettyStream(out, false);
    const line = JSON.stringify({ level: 30, time: 0, msg: 'ready' });
    stream.write(line.slice(0, 10));
    stream.write(`${line.slice(10)}\n`);
    await new Promise((resolve) => stream.end(resolve));
    expect(chunks.join('')).toMatch(/INFO {2}ready\n$/);
  });
});
