// Each request's log lines carry its request id, also with the child logger made only when a line is written.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { lazyChildLogger } from '../src/lib/lazy-logger';
import { openTestDatabase, testConfig } from './helpers/app';
import pino from 'pino';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request logging', () => {
  const { lines, stream } = capture();
  let close: () => Promise<void> = async () => undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const { database, cleanup } = await openTestDatabase();
    app = await buildApp({ config: testConfig({ logLevel: 'info' }), database, closeDatabase: false, logger: { level: 'info', stream } });
    await app.ready();
    close = async () => {
      await app.close();
      await cleanup();
    };
  });
  afterAll(() => close());

  it('writes the incoming and completed lines with the request id the answer names', async () => {
    const res = await app.inject('/healthz');
    const id = res.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('lazyChildLogger', () => {
  it('makes no child until a line is written at an enabled level, then binds it', () => {
    const { lines, stream } = capture();
    const parent = pino({ level: 'warn' }, stream);
    let children = 0;
    const counting = Object.assign(Object.create(parent) as typeof parent, {
      child: (...args: Parameters<typeof parent.child>) => {
        children += 1;
        return parent.child(...args);
      },
    });
    const log = lazyChildLogger(counting, { reqId: 'r-1' });
    log.info('not written');
    log.debug('not written');
    expect(children).toBe(0);
    expect(log.level).toBe('warn');
    log.warn({ detail: 1 }, 'written');
    log.error('also written');
    expect(children).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-1', 'written'],
      ['r-1', 'also written'],
    ]);
  });

  it('gives a route with a level of its own its child at once', () => {
    const { lines, stream } = capture();
    const parent = pino({ level: 'warn' }, stream);
    const log = lazyChildLogger(parent, { reqId: 'r-2' }, { level: 'info' });
    log.info('route level');
    expect(lines.map((line) => line.msg)).toEqual(['route level']);
  });
});
