// Field messages come from the shared schemas in English (spec §5, byte for byte); here they are looked up in the
// `auth` namespace so German users read them in German. Unknown messages (from the server) pass through.
import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { useTranslation } from 'react-i18next';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key]));

export function useFieldMessage() {
  const { t } = useTranslation('auth');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEY_BY_MESSAGE.get(message);
    return key ? t(`validation.${key}`, { defaultValue: message }) : message;
  };
}
