// The shared schema's messages (spec §5 wording in English) shown in the candidate's language: the English text is
// looked up in the `messages` keys of the references namespace; an unknown text (a server message) is shown as it is.
import { REFERENCE_MESSAGES, RESPONSE_MESSAGES } from '@portal/shared/schemas/references';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/use-translation';

const KEY_BY_TEXT = new Map<string, string>(Object.entries({ ...REFERENCE_MESSAGES, ...RESPONSE_MESSAGES }).map(([key, text]) => [text, key]));

export function useReferenceMessage() {
  const { t } = useTranslation('references');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = KEY_BY_TEXT.get(message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
}
