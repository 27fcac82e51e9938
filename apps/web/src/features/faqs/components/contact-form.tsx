// The contact form of spec §3/§5 (fullName, email, description, phone): e-mails the agency's support address.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTACT_DESCRIPTION_MAX } from '@portal/shared/constants';
import { AUTH_MESSAGES } from '@portal/shared/schemas/auth';
import { CONTACT_MESSAGES, ZContactBody } from '@portal/shared/schemas/support';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../../lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { api, errorMessage } from '../../../lib/api-client';

type Field = 'fullName' | 'email' | 'description' | 'phone';
const FIELDS: Field[] = ['fullName', 'email', 'phone', 'description'];

/** English schema messages (spec §5, byte for byte) → keys of faqs.validation, so each language reads its own. */
const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(CONTACT_MESSAGES).map(([key, message]) => [message, key] as [string, string]),
  [AUTH_MESSAGES.emailRequired, 'emailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'emailInvalid'],
]);

export function ContactForm({ initial }: { initial?: Partial<Record<Field, string>> }) {
  const { t } = useTranslation('faqs');
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState<Record<Field, string>>({ fullName: '', email: '', description: '', phone: '', ...initial });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useMutation({ mutationFn: (body: Record<Field, string>) => api.post<null>('/api/support/contact', body) });
  const message = (english: string) => {
    const key = KEY_BY_MESSAGE.get(english);
    return key ? t(`validation.${key}`, { defaultValue: english }) : english;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZContactBody.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= message(issue.message);
      }
      setErrors(next);
      const first = FIELDS.find((f) => next[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(values, {
      onSuccess: (res) => {
        enqueueSnackbar(res.message ?? t('contact.sent'), { variant: 'success' });
        // The sender stays filled in (a signed-in candidate's details); the message is cleared.
        setValues({ fullName: '', email: '', phone: '', ...initial, description: '' });
      },
    });
  };

  const field = (name: Field, extra: object = {}) => ({
    id: `contact-${name}`,
    name,
    label: t(`contact.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    required: true,
    ...extra,
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} aria-label={t('contact.title')}>
      {send.isError && <Alert severity="error">{errorMessage(send.error)}</Alert>}
      {send.isSuccess && <Alert severity="success">{t('contact.thanks')}</Alert>}
      <TextField {...field('fullName')} autoComplete="name" />
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('phone')} type="tel" autoComplete="tel" placeholder="(123) 456-7890" />
      <TextField
        {...field('description')}
        multiline
        minRows={4}
        helperText={errors.description ?? t('contact.count', { count: values.description.length, max: CONTACT_DESCRIPTION_MAX })}
      />
      <div>
        <Button type="submit" variant="contained" disabled={send.isPending}>
          {t('contact.send')}
        </Button>
      </div>
    </Stack>
  );
}
