// Field messages come from the shared schemas in English (spec §5, byte for byte); here they are looked up in the
// `auth` namespace so German users read them in German. Unknown messages (from the server) pass through.
import { AUTH_MESSAGES } from '@portal/shared/schemas/auth-messages';
import { useTranslation } from '../../lib/use-translation';
import { ApiError } from '../../lib/api-client';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key]));

export function useFieldMessage() {
  const { t } = useTranslation('auth');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEY_BY_MESSAGE.get(message);
    return key ? t(`validation.${key}`, { defaultValue: message }) : message;
  };
}

/**
 * spec §8: "Profile load failure always uses the default; profile failure in another flow: 'Bad Request'" — a failed
 * profile save (or any profile call other than the load) shows the server's message when it gave one, else
 * `badRequest` (the translated "Bad Request").
 */
export function profileFlowErrorMessage(error: unknown, badRequest: string): string {
  return error instanceof ApiError && !error.isDefaultMessage ? error.message : badRequest;
}

/** spec §8: "Reset failures: message or 'ERROR'" — the server's message when it gave one, else ERROR. */
export function resetErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isDefaultMessage ? error.message : 'ERROR';
}
