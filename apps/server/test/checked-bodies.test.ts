// CheckedBodies (modules/jobs/routes.ts): a search body's text seen before gets the frozen object its first check
// produced; any other text, including one of the same length, is parsed and checked as always.
import Fastify, { type FastifyBodyParser, type FastifyRequest } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckedBodies, quickJson } from '../src/modules/jobs/routes';

const parseJson: FastifyBodyParser<string> = (_request, text, done) => {
  try {
    done(null, JSON.parse(text));
  } catch (error) {
    done(error as Error, undefined);
  }
};

function setUp(max?: number) {
  let parsed = 0;
  const counting: FastifyBodyParser<string> = (request, text, done) => {
    parsed += 1;
    return parseJson.call(undefined as never, request, text, done);
  };
  const bodies = new CheckedBodies(counting, max);
  const validate = bodies.validatorCompiler({
    schema: z.object({ page: z.number().int().min(1), q: z.string() }),
    httpPart: 'body',
    method: 'POST',
    url: '/api/job/open',
  }) as (data: unknown) => { value?: unknown; error?: unknown };
  /** What the route gets for a text: the parser's output through the check. */
  const send = (text: string) =>
    new Promise<{ value?: unknown; error?: unknown }>((resolve, reject) =>
      bodies.parser({} as FastifyRequest, text, (error, body) => (error ? reject(error) : resolve(validate(body)))),
    );
  return { bodies, send, parsed: () => parsed };
}

describe('search bodies checked before', () => {
  it('a text seen before is the same frozen object, not parsed again; a same-length text is its own', async () => {
    const { send, parsed } = setUp();
    const first = await send('{"page":1,"q":"icu"}');
    expect(first.value).toEqual({ page: 1, q: 'icu' });
    expect(Object.isFrozen(first.value)).toBe(true);
    // A new string with the same text, as a request's is.
    const again = await send(['{"page":1,', '"q":"icu"}'].join(''));
    expect(again.value).toBe(first.value);
    expect(parsed()).toBe(1);
    // The same length, other values: parsed and checked, and kept apart.
    const other = await send('{"page":2,"q":"icu"}');
    expect(other.value).toEqual({ page: 2, q: 'icu' });
    expect(other.value).not.toBe(first.value);
    expect((await send('{"page":1,"q":"icu"}')).value).toBe(first.value);
    expect((await send('{"page":2,"q":"icu"}')).value).toBe(other.value);
    expect(parsed()).toBe(2);
  });

  it('keeps nothing that failed its check, and answers such a text with its error every time', async () => {
    const { bodies, send, parsed } = setUp();
    for (let i = 0; i < 2; i++) expect((await send('{"page":0,"q":"icu"}')).error).toBeTruthy();
    expect(parsed()).toBe(2);
    expect(bodies.size).toBe(0);
  });

  it('keeps at most max texts (the oldest going first), and a few of one length (the least recently asked going first)', async () => {
    const { bodies, send, parsed } = setUp(20);
    // Twelve texts of one length (page 10-21): the first four are no longer kept.
    for (let page = 10; page < 22; page++) await send(`{"page":${page},"q":"icu"}`);
    expect(parsed()).toBe(12);
    for (let page = 14; page < 22; page++) await send(`{"page":${page},"q":"icu"}`);
    expect(parsed()).toBe(12);
    await send('{"page":10,"q":"icu"}');
    expect(parsed()).toBe(13);
    // Kept now: pages 10 and 15-21; page 15 is asked again, so the next new text of that length drops 16, not 15.
    await send('{"page":15,"q":"icu"}');
    await send('{"page":30,"q":"icu"}');
    expect(parsed()).toBe(14);
    await send('{"page":15,"q":"icu"}');
    expect(parsed()).toBe(14);
    await send('{"page":16,"q":"icu"}');
    expect(parsed()).toBe(15);
    // Texts of many lengths: never more than max.
    for (let n = 0; n < 40; n++) await send(`{"page":1,"q":"${'x'.repeat(n)}"}`);
    expect(bodies.size).toBe(20);
    const before = parsed();
    await send(`{"page":1,"q":"${'x'.repeat(39)}"}`);
    expect(parsed()).toBe(before);
  });
});

describe('the JSON parser of search bodies', () => {
  const secure = Fastify().getDefaultJsonParser('error', 'error') as FastifyBodyParser<string>;
  const run = (parser: FastifyBodyParser<string>, text: string) =>
    new Promise<{ value?: unknown; error?: string; status?: number }>((resolve) =>
      parser.call(undefined as never, {} as FastifyRequest, text, (error, value) =>
        resolve(error ? { error: `${error.name}: ${error.message}`, status: (error as { statusCode?: number }).statusCode } : { value }),
      ),
    );
  it('gives what the secure parser gives, value or error, for any text', async () => {
    const texts = [
      '{"filter":{"State":{"$in":["TX"]}},"page":1}',
      '{"__proto__":{"isAdmin":true}}',
      '{"a":{"constructor":{"prototype":{"x":1}}}}',
      '{"\\u005f_proto__":{"x":1}}',
      '{"a":"\\u0000"}',
      '\ufeff{"page":1}',
      '',
      '{',
      '[1,2]',
      'null',
      '"x"',
      '{"proto":1,"constructor":2}',
    ];
    for (const text of [...texts, ...fc.sample(fc.json(), { numRuns: 300, seed: 4 })]) {
      expect(await run(quickJson(secure), text)).toEqual(await run(secure, text));
    }
  });
});
