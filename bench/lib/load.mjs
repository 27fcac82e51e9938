import autocannon from 'autocannon';

/** What a browser sends: the API compresses answers of 1 KiB or more for it, and the bench pays for that too. */
export const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * Runs autocannon and returns requests/s and latency percentiles (ms). Any non-2xx counts as an error.
 * `bodies` (optional) gives each request its own body, in turn: requests that a cache has not seen yet.
 */
export async function load({ url, method = 'GET', body, bodies, headers = {}, connections = 10, duration = 10 }) {
  let next = 0;
  const result = await autocannon({
    url,
    method,
    connections,
    duration,
    headers: body || bodies ? { 'content-type': 'application/json', ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
    ...(bodies ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies(next++)) }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}
