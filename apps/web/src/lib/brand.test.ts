// The brand the server writes into the page (apps/server/src/plugins/web.ts) is the first page's identity answer.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_ELEMENT_ID } from '@portal/shared/constants';
import { type Brand, identityQueryOptions, readPageBrandAgain } from './brand';
import { readIdentity } from './identity-cache';

const TLC: Brand = {
  code: 'TLC',
  prefix: 'tlc',
  name: 'TLC </script> Nursing',
  logo: null,
  favicon: null,
  supportEmail: 'care@tlcjobs.com',
  supportPhone: '214-555-0178',
  board: 'tlcjobs',
};

function putPageBrand(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = BRAND_ELEMENT_ID;
  element.textContent = text;
  document.head.appendChild(element);
}

describe('the brand written into the page', () => {
  const calls: string[] = [];

  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify({ status: true, data: { result: { meta: { ...TLC, name: 'From the call' } } } }), { status: 200 });
      }),
    );
    window.history.replaceState(null, '', '/tlcjobs');
  });

  afterEach(() => {
    document.getElementById(BRAND_ELEMENT_ID)?.remove();
    readPageBrandAgain();
    vi.unstubAllGlobals();
  });

  it('is the identity answer of the path the page was served for: no identity call, and cached as `identity`', async () => {
    // As the server writes it: `<` escaped inside the JSON.
    putPageBrand(JSON.stringify(TLC).replaceAll('<', '\\u003c'));
    readPageBrandAgain();
    expect(readIdentity()).toEqual(TLC);
    const client = new QueryClient();
    expect(await client.fetchQuery(identityQueryOptions('/tlcjobs'))).toEqual(TLC);
    expect(calls).toEqual([]);
  });

  it('is not used for another path: a later navigation asks the identity call', async () => {
    putPageBrand(JSON.stringify(TLC));
    readPageBrandAgain();
    const client = new QueryClient();
    expect((await client.fetchQuery(identityQueryOptions('/radjobs'))).name).toBe('From the call');
    expect(calls).toEqual(['/api/identity?path=%2Fradjobs']);
  });

  it('is ignored when it is not a brand, not JSON or not a data element', async () => {
    for (const [text, type] of [
      ['{"code":"TLC"}', 'application/json'],
      ['{not json', 'application/json'],
      [JSON.stringify(TLC), 'module'],
    ] as const) {
      document.getElementById(BRAND_ELEMENT_ID)?.remove();
      putPageBrand(text, type);
      readPageBrandAgain();
      const client = new QueryClient();
      expect((await client.fetchQuery(identityQueryOptions('/tlcjobs'))).name).toBe('From the call');
    }
    expect(calls).toHaveLength(3);
  });
});
