// Which partner board a place in the portal belongs to (spec §2 "White-label job boards", decision 034). A board is
// named by a segment of the path (/tlcjobs, /auth/login/tlcjobs) or, on pages whose path cannot hold one
// (/verify-references, /unsubscribe, /auth/reset-password, ...), by the `board` query parameter. Only known boards
// count: anything else is the agency's own place. Both the server (the brand of a page and of the identity call) and
// the web app (the brand of the shell, the links it builds) read places through here.
import { PARTNER_BOARDS, type PartnerBoard } from '../constants';

export const BOARD_PARAM = 'board';

const isBoard = (value: string | null | undefined): value is PartnerBoard =>
  typeof value === 'string' && (PARTNER_BOARDS as readonly string[]).includes(value.toLowerCase());

/** Splits "path?query#fragment" (or a full URL) into its path and query. */
function parts(place: string): { path: string; query: string } {
  let rest = place;
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  rest = rest.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const question = rest.indexOf('?');
  return question >= 0 ? { path: rest.slice(0, question), query: rest.slice(question + 1) } : { path: rest, query: '' };
}

/** The board of a place: a path segment that is a board, else a known board in the `board` query parameter. */
export function boardOfPlace(place: string): PartnerBoard | undefined {
  const { path, query } = parts(place);
  const segment = path.toLowerCase().split('/').find(isBoard);
  if (segment) return segment;
  let named: string | null;
  try {
    named = new URLSearchParams(query).get(BOARD_PARAM);
  } catch {
    named = null;
  }
  return isBoard(named) ? (named.toLowerCase() as PartnerBoard) : undefined;
}

/** Pages whose route takes the board as its last segment (spec §2: /auth/login/:source, /auth/register/:source). */
const SOURCE_PAGES = ['/auth/login', '/auth/register'];

/**
 * The same place on a board: `/auth/login` → `/auth/login/tlcjobs`, any other page gets `?board=tlcjobs` (before its
 * fragment). A place that already names a board, or no board, is left as it is. Works on paths and full URLs.
 */
export function placeOnBoard(place: string, board: string | null | undefined): string {
  if (!board || !isBoard(board) || boardOfPlace(place)) return place;
  const hashAt = place.indexOf('#');
  const fragment = hashAt >= 0 ? place.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? place.slice(0, hashAt) : place;
  const questionAt = beforeHash.indexOf('?');
  const base = questionAt >= 0 ? beforeHash.slice(0, questionAt) : beforeHash;
  const query = questionAt >= 0 ? beforeHash.slice(questionAt + 1) : '';
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(base)?.[0] ?? '';
  const path = base.slice(origin.length) || '/';
  const slug = board.toLowerCase();
  if (SOURCE_PAGES.includes(path.replace(/\/+$/, ''))) {
    return `${origin}${path.replace(/\/+$/, '')}/${slug}${query ? `?${query}` : ''}${fragment}`;
  }
  const joined = query ? `${query}&${BOARD_PARAM}=${slug}` : `${BOARD_PARAM}=${slug}`;
  return `${origin}${path}?${joined}${fragment}`;
}

/** The sign-in page of a board (the agency's own without one). */
export const signInPathOf = (board: string | null | undefined): string => placeOnBoard('/auth/login', board);
