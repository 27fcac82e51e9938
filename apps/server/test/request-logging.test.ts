// Each request's log lines carry the request id its answer names.
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openTestDatabase, testConfig } from './helpers/app';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const texts: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) {
        if (!line) continue;
        texts.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, texts, stream };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** An app logging at `level` into `stream`, with a test route; built before the describe's tests, closed after them. */
function appLogging(level: 'info' | 'warn', stream: Writable, route: (request: FastifyRequest) => unknown): { app: () => App } {
  let app: App;
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const { database, cleanup } = await openTestDatabase();
    app = await buildApp({ config: testConfig({ logLevel: level }), database, closeDatabase: false, logger: { level, stream } });
    app.get('/test-only/log', async (request) => route(request));
    await app.ready();
    close = async () => {
      await app.close();
      await cleanup();
    };
  });
  afterAll(() => close());
  return { app: () => app };
}

describe('request logging', () => {
  const { lines, texts, stream } = capture();
  const built = appLogging('info', stream, (request) => {
    request.log.warn({ input: { email: 'a@example.com', password: 'hunter2-secret' } }, 'a line with a password in it');
    return { ok: true };
  });

  it('writes the incoming and completed lines with the request id the answer names', async () => {
    const res = await built.app().inject('/healthz');
    const id = res.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('a line written for a request names its id once, and its passwords stay redacted', async () => {
    const given = '5b1f0c8e-4a6d-4c4e-9b7a-2f1d3e4c5a6b';
    const res = await built.app().inject({ url: '/test-only/log', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
    const raw = lines.filter((line) => line.reqId === given);
    const line = raw.find((l) => l.msg === 'a line with a password in it');
    expect(line).toBeDefined();
    const text = texts.find((t) => t.includes('a line with a password in it'))!;
    expect(text.split('"reqId"')).toHaveLength(2);
    expect(text).not.toContain('hunter2');
    expect((line!.input as Record<string, unknown>).password).toBe('[Redacted]');
    expect((line!.input as Record<string, unknown>).email).toBe('a@example.com');
    // Each request has its own id in its own lines (the bound id is not shared between requests).
    const other = await built.app().inject('/healthz');
    const otherId = other.headers['x-request-id'];
    expect(otherId).not.toBe(given);
    expect(lines.filter((l) => l.reqId === otherId).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });
});

describe('request logging at warn', () => {
  const { lines, texts, stream } = capture();
  const built = appLogging('warn', stream, (request) => {
    request.log.info('an info line');
    request.log.warn({ input: { password: 'hunter2-secret' } }, 'a warning');
    request.log.child({ part: 'child' }).error('from a child');
    return { level: request.log.level };
  });

  it('writes only the lines at or above the level, each with the request id once; a quiet request writes nothing', async () => {
    await built.app().inject('/healthz');
    expect(lines).toEqual([]);
    const res = await built.app().inject('/test-only/log');
    expect(res.json()).toEqual({ level: 'warn' });
    const id = res.headers['x-request-id'];
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['a warning', id],
      ['from a child', id],
    ]);
    expect(lines[1]!.part).toBe('child');
    expect(texts.join('\n')).not.toContain('hunter2');
    for (const text of texts) expect(text.split('"reqId"')).toHaveLength(2);
  });
});

describe('request logging of links that carry a secret', () => {
  const { lines, texts, stream } = capture();
  const built = appLogging('info', stream, () => ({ ok: true }));
  const secret = 'Zq8sEcReTtOkEn4711xYz';

  it('logs the path of an e-mailed link with its token, code or state redacted', async () => {
    const urls = [
      `/api/unsubscribe?token=${secret}`,
      `/api/unsubscribe/one-click?token=${secret}`,
      `/api/subcribe/confirm?token=${secret}`,
      `/api/auth/confirm-password?token=${secret}`,
      `/unsubscribe?token=${secret}`,
      `/subcribe?token=${secret}`,
      `/auth/login?magic=${secret}`,
      `/auth/login?signup=${secret}`,
      `/quick/success?claim=${secret}`,
      `/auth/login?social=google&code=${secret}&state=${secret}`,
      `/linkedin?state=${secret}&code=${secret}`,
      `/api/unsubscribe?TOKEN=${secret}&page=2`,
    ];
    for (const url of urls) {
      const res = await built.app().inject({ method: url.includes('one-click') ? 'POST' : 'GET', url });
      const id = res.headers['x-request-id'];
      const mine = lines.filter((line) => line.reqId === id);
      const incoming = mine.find((line) => line.msg === 'incoming request');
      expect(incoming, url).toBeDefined();
      const logged = (incoming!.req as { url: string }).url;
      expect(logged, url).toBe(url.replaceAll(secret, '[Redacted]'));
    }
    expect(texts.join('\n')).not.toContain(secret);
    // What carries no secret is logged as it came.
    const plain = await built.app().inject('/healthz?probe=1');
    const line = lines.find((l) => l.reqId === plain.headers['x-request-id'] && l.msg === 'incoming request');
    expect((line!.req as { url: string }).url).toBe('/healthz?probe=1');
  });
});
