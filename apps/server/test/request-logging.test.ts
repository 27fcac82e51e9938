// Each request's log lines carry the request id its answer names.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openTestDatabase, testConfig } from './helpers/app';

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
