import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { type FocusEventHandler, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { loadAuthSchemas } from '../lazy-schemas';
import { useFieldMessage } from '../messages';
import { OutlinedField } from './outlined-field';

/** spec §4 "Email field: blank, loading, OK (green check), Cancel (red block)". */
export type EmailStatus = 'blank' | 'loading' | 'ok' | 'cancel';

export type EmailInputProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name: string;
  /** The form's message for the field (a schema message in English; shown translated). */
  error?: string;
  /** The server check run on blur once the pattern passes (deliverability, or availability on sign-up). */
  check: (email: string, signal: AbortSignal) => Promise<boolean>;
  onStatusChange?: (status: EmailStatus) => void;
  autoFocus?: boolean;
};

/**
 * spec §5: on blur a pattern failure gives "Please enter valid email." (blank state); if the pattern passes the
 * address is checked with the server; not deliverable or a failed call gives "Not deliverable email." (Cancel).
 */
export function EmailInput({
  value: fieldValue,
  onChange,
  onBlur: fieldBlur,
  name,
  error: formError,
  check,
  onStatusChange,
  autoFocus,
}: EmailInputProps) {
  const { t } = useTranslation('auth');
  const fieldMessage = useFieldMessage();
  const [status, setStatus] = useState<EmailStatus>('blank');
  const [hint, setHint] = useState<string | undefined>();
  const pending = useRef<AbortController | null>(null);
  const checked = useRef<string | null>(null);
  /** Counts edits, so a check whose schemas were still loading is dropped when the field changed meanwhile. */
  const edits = useRef(0);

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);
  useEffect(() => () => pending.current?.abort(), []);

  const onBlur = async () => {
    const value = fieldValue.trim();
    if (value === checked.current && status !== 'blank') return;
    pending.current?.abort();
    checked.current = value;
    if (!value) {
      setStatus('blank');
      setHint(undefined);
      return;
    }
    const edit = edits.current;
    let schemas: Awaited<ReturnType<typeof loadAuthSchemas>>;
    try {
      schemas = await loadAuthSchemas();
    } catch {
      return; // the schemas could not load (network): the submit's check shows the message
    }
    if (edit !== edits.current || checked.current !== value) return; // changed while the schemas loaded
    if (!schemas.ZEmail.safeParse(value).success) {
      setStatus('blank');
      setHint(t('validation.emailFieldInvalid'));
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setStatus('loading');
    setHint(undefined);
    let deliverable: boolean;
    try {
      deliverable = await check(value, controller.signal);
    } catch {
      if (controller.signal.aborted) return;
      deliverable = false;
    }
    if (controller.signal.aborted) return;
    setStatus(deliverable ? 'ok' : 'cancel');
    setHint(deliverable ? undefined : t('validation.emailNotDeliverable'));
  };

  const error = fieldMessage(formError);
  const adornment =
    status === 'loading' ? (
      <CircularProgress size={20} aria-label={t('checkingEmail')} />
    ) : status === 'ok' ? (
      <CheckCircleIcon color="success" aria-label={t('emailOk')} data-testid="email-ok" />
    ) : status === 'cancel' ? (
      <BlockIcon color="error" aria-label={t('emailNotOk')} data-testid="email-cancel" />
    ) : null;

  return (
    <OutlinedField
      name={name}
      value={fieldValue}
      onChange={(event) => {
        onChange(event.target.value);
        edits.current += 1;
        if (status !== 'blank' || hint) {
          setStatus('blank');
          setHint(undefined);
          checked.current = null;
        }
      }}
      onBlur={(event) => {
        fieldBlur?.(event);
        void onBlur();
      }}
      label={t('email')}
      type="email"
      autoComplete="email"
      autoFocus={autoFocus}
      fullWidth
      margin="normal"
      error={Boolean(error) || status === 'cancel' || Boolean(hint)}
      helperText={error ?? hint ?? ' '}
      endAdornment={adornment ? <InputAdornment position="end">{adornment}</InputAdornment> : undefined}
    />
  );
}
