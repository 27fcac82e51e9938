// The shared validator's messages (packages/shared/src/application/validate.ts) come in English, the text of record;
// here a message with a translation under `application:validation.<key>` is shown in the candidate's language. A
// message without one (or from the server, which answers in the candidate's language itself) passes through.
import { APPLICATION_MESSAGES } from '@portal/shared/application/validate';
import { useTranslation } from '../../lib/use-translation';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(APPLICATION_MESSAGES).flatMap(([key, message]) => (typeof message === 'string' ? [[message, key] as [string, string]] : [])),
);

export function useValidationMessage() {
  const { t } = useTranslation('application');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = KEY_BY_MESSAGE.get(message);
    return key ? t(`validation.${key}`, { defaultValue: message }) : message;
  };
}
