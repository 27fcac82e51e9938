import autocannon from 'autocannon';

/** Runs autocannon and returns requests/s and latency percentiles (ms). Any non-2xx counts as an error. */
export async function load({ url, method = 'GET', body, headers = {}, connections = 10, duration = 10 }) {
  const result = await autocannon({
    url,
    method,
    connections,
    duration,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}
