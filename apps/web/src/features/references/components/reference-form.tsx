// The reference request form (spec §3 with the extended fields, §5 rules): one schema with the server, so a message
// here is the message the server would give. Native selects and month inputs: keyboard and phone friendly.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONTACT_METHODS,
  REFERENCE_COMPANY_MAX,
  REFERENCE_JOB_TITLE_MAX,
  REFERENCE_RELATIONSHIPS,
  REFERENCE_TYPES,
  SALUTATIONS,
  WORK_TOGETHER_PRESENT,
  ZReferenceRequest,
  type TReference,
  type TReferenceRequest,
  type TReferenceRequestValues,
} from '@portal/shared/schemas/references';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useReferenceMessage } from '../messages';
import { NativeSelect } from './native-select';

type Values = Omit<TReferenceRequest, 'workTogetherFrom' | 'workTogetherTo'> & { workTogetherFrom: string; workTogetherTo: string };
type Name = keyof Values;

const EMPTY: Values = {
  salutation: '' as Values['salutation'],
  firstName: '',
  lastName: '',
  contactMethod: 'email',
  email: '',
  country: 'United States',
  city: '',
  state: '',
  workPhone: '',
  phone: '',
  referenceType: '' as Values['referenceType'],
  referenceIsOrWasMy: '' as Values['referenceIsOrWasMy'],
  workTogetherFrom: '',
  workTogetherTo: '',
  referenceJobTitleWhenWorkingWithMe: '',
  companyName: '',
  currentCompanyName: '',
  specificAreaOfExpertise: '',
  currentJobTitle: '',
};

export function toFormValues(reference: TReference): Values {
  return {
    salutation: reference.salutation as Values['salutation'],
    firstName: reference.firstName,
    lastName: reference.lastName,
    contactMethod: reference.contactMethod,
    email: reference.email,
    // A draft moved from the application's old list has no country yet.
    country: reference.country || EMPTY.country,
    city: reference.city,
    state: reference.state,
    workPhone: reference.workPhone,
    phone: reference.phone,
    referenceType: reference.referenceType as Values['referenceType'],
    referenceIsOrWasMy: reference.referenceIsOrWasMy as Values['referenceIsOrWasMy'],
    workTogetherFrom: reference.workTogetherFrom,
    workTogetherTo: reference.workTogetherTo,
    referenceJobTitleWhenWorkingWithMe: reference.referenceJobTitleWhenWorkingWithMe,
    companyName: reference.companyName,
    currentCompanyName: reference.currentCompanyName,
    specificAreaOfExpertise: reference.specificAreaOfExpertise,
    currentJobTitle: reference.currentJobTitle,
  };
}

export function ReferenceForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  initial?: Values;
  submitLabel: string;
  busy: boolean;
  error?: string | null;
  onSubmit: (values: TReferenceRequestValues) => void;
}) {
  const { t } = useTranslation('references');
  const message = useReferenceMessage();
  const { register, handleSubmit, control, formState, setValue } = useForm<Values, unknown, TReferenceRequestValues>({
    resolver: zodResolver(ZReferenceRequest) as never,
    defaultValues: initial ?? EMPTY,
    mode: 'onTouched',
  });
  const method = useWatch({ control, name: 'contactMethod' });
  // A referee the candidate still works with (a current manager): the end is "present", its month field is off.
  const present = useWatch({ control, name: 'workTogetherTo' }) === WORK_TOGETHER_PRESENT;

  const common = (name: Name, helperText?: ReactNode) => ({
    id: `reference-${name}`,
    label: t(`fields.${name}`),
    fullWidth: true,
    ...register(name),
    error: Boolean(formState.errors[name]),
    helperText: message(formState.errors[name]?.message) ?? helperText ?? ' ',
  });
  const field = (name: Name, { helperText, ...extra }: TextFieldProps = {}) => <TextField {...common(name, helperText)} {...extra} />;
  const select = (name: Name, options: readonly string[], label: (value: string) => string) => (
    <NativeSelect {...common(name)} options={options} optionLabel={label} chooseLabel={t('fields.choose')} />
  );
  const row = (...children: ReactNode[]) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
  const heading = (text: string) => (
    <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, pt: 1 }}>
      {text}
    </Typography>
  );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={submitLabel}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {message(error)}
          </Alert>
        )}
        {heading(t('form.referee'))}
        {row(
          <Box key="s" sx={{ minWidth: { sm: 140 } }}>
            {select('salutation', SALUTATIONS, (v) => v)}
          </Box>,
          <Box key="f" sx={{ flex: 1 }}>
            {field('firstName', { autoComplete: 'off' })}
          </Box>,
          <Box key="l" sx={{ flex: 1 }}>
            {field('lastName', { autoComplete: 'off' })}
          </Box>,
        )}
        {row(
          <Box key="t" sx={{ flex: 1 }}>
            {select('referenceType', REFERENCE_TYPES, (v) => t(`options.referenceType.${v}`))}
          </Box>,
          <Box key="r" sx={{ flex: 1 }}>
            {select('referenceIsOrWasMy', REFERENCE_RELATIONSHIPS, (v) => t(`options.relationship.${v}`))}
          </Box>,
        )}
        {heading(t('form.contact'))}
        {select('contactMethod', CONTACT_METHODS, (v) => t(`options.contactMethod.${v}`))}
        {method !== 'phone' && field('email', { type: 'email', autoComplete: 'off' })}
        {row(
          <Box key="p" sx={{ flex: 1 }}>
            {field('phone', { type: 'tel', helperText: t('fields.phoneHelp'), label: method === 'email' ? `${t('fields.phone')} (optional)` : t('fields.phone') })}
          </Box>,
          <Box key="w" sx={{ flex: 1 }}>
            {field('workPhone', { type: 'tel', helperText: t('fields.phoneHelp') })}
          </Box>,
        )}
        {row(
          <Box key="co" sx={{ flex: 1 }}>
            {field('country')}
          </Box>,
          <Box key="ci" sx={{ flex: 1 }}>
            {field('city')}
          </Box>,
          <Box key="st" sx={{ flex: 1 }}>
            {field('state')}
          </Box>,
        )}
        {heading(t('form.work'))}
        {row(
          <Box key="c" sx={{ flex: 1 }}>
            {field('companyName', { slotProps: { htmlInput: { maxLength: REFERENCE_COMPANY_MAX + 10 } } })}
          </Box>,
          <Box key="j" sx={{ flex: 1 }}>
            {field('referenceJobTitleWhenWorkingWithMe', { slotProps: { htmlInput: { maxLength: REFERENCE_JOB_TITLE_MAX + 10 } } })}
          </Box>,
        )}
        {row(
          <Box key="from" sx={{ flex: 1 }}>
            {field('workTogetherFrom', { type: 'month', helperText: t('fields.monthHelp'), slotProps: { inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } } })}
          </Box>,
          <Box key="to" sx={{ flex: 1 }}>
            {present ? (
              <TextField
                id="reference-workTogetherTo"
                label={t('fields.workTogetherTo')}
                fullWidth
                disabled
                value={t('fields.present')}
                helperText=" "
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : (
              field('workTogetherTo', { type: 'month', helperText: t('fields.monthHelp'), slotProps: { inputLabel: { shrink: true }, htmlInput: { placeholder: 'YYYY-MM' } } })
            )}
            <FormControlLabel
              sx={{ mt: -1 }}
              control={
                <Checkbox
                  checked={present}
                  onChange={(event) =>
                    setValue('workTogetherTo', event.target.checked ? WORK_TOGETHER_PRESENT : '', { shouldValidate: formState.isSubmitted, shouldDirty: true })
                  }
                />
              }
              label={t('fields.stillWorkTogether')}
            />
          </Box>,
        )}
        {heading(t('form.now'))}
        {row(
          <Box key="cc" sx={{ flex: 1 }}>
            {field('currentCompanyName')}
          </Box>,
          <Box key="cj" sx={{ flex: 1 }}>
            {field('currentJobTitle')}
          </Box>,
        )}
        {field('specificAreaOfExpertise')}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
