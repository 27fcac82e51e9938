// What a request's log line says about its address (security.md item 12): e-mailed links carry their secret in the
// query (an unsubscribe or confirmation token, a sign-in or sign-up link, quick apply's claim, the code and state a
// social sign-in returns with), and whoever reads the logs must not be able to use them.

/** Query parameters whose values are secrets, whatever the path (compared without regard to case). */
export const SECRET_QUERY_PARAMS = ['token', 'magic', 'signup', 'claim', 'code', 'state'] as const;

const SECRET = new Set<string>(SECRET_QUERY_PARAMS);
export const REDACTED = '[Redacted]';

/** The path and query as they came, with the value of every secret parameter replaced. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url.slice(start + 1);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const raw = eq < 0 ? part : part.slice(0, eq);
    let name = raw;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      // A malformed name is compared as it came.
    }
    return eq >= 0 && SECRET.has(name.trim().toLowerCase()) ? `${raw}=${REDACTED}` : part;
  });
  return `${url.slice(0, start)}?${parts.join('&')}`;
}
