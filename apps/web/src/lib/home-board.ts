// The partner board this device's candidate belongs to (decision 034). Sign-in writes it from the session (the
// account's organisation's board, or none for the agency's own); it is not part of the session state, so logout, the
// 401 rule and "sign out everywhere" keep it, and every way out lands on that board's sign-in page. It names a public
// page, nothing about the candidate: local storage `board`.
import { boardOfPlace, placeOnBoard, signInPathOf } from '@portal/shared/domain/boards';
import { readString, removeKey, writeString } from './storage';

export const HOME_BOARD_KEY = 'board';

export function homeBoard(): string | null {
  const stored = readString(HOME_BOARD_KEY);
  return stored && boardOfPlace(`/${stored}`) ? stored : null;
}

/** At sign-in: the account's board, or none (the agency's own sign-in). */
export function rememberHomeBoard(board: string | null | undefined): void {
  if (board && boardOfPlace(`/${board}`)) writeString(HOME_BOARD_KEY, board);
  else removeKey(HOME_BOARD_KEY);
}

/** The board of the page the browser is on (`/auth/login/tlcjobs`, `/verify-references?board=tlcjobs`), if any. */
export function boardOfLocation(location: { pathname: string; search: string } = window.location): string | undefined {
  return boardOfPlace(`${location.pathname}${location.search}`);
}

/**
 * The sign-in page to go to: the board the current address names, else the board this device remembers, else the
 * agency's own (`/auth/login`).
 */
export function signInPath(location?: { pathname: string; search: string }): string {
  return signInPathOf(boardOfLocation(location) ?? homeBoard());
}

/** A link of a board's page to another page, keeping the board (the reset steps, Go Back). */
export const onBoard = (place: string, board: string | null | undefined): string => placeOnBoard(place, board);
