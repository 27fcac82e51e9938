// /verify-references#token=…: the referee's page (public, spec §2). It says who asks and why, then takes one answer:
// a reference with the twelve answers of spec §3 (each required, spec §5), "HR can confirm dates only", or "I can't
// give a reference". The token stays in the address's fragment, which browsers never send to a server.
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  LEAVING_REASONS,
  WORK_TOGETHER_PRESENT,
  RATING_FIELDS,
  RATING_VALUES,
  ZRefereeAnswer,
  type TRefereeAnswer,
  type TRefereeInvitation,
} from '@portal/shared/schemas/references';
import { type ReactNode, useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useAnswerReference, useInvitation } from '../api/referee';
import { FORM_FRAME } from '../components/form-frame';
import { useReferenceMessage } from '../messages';
import { NativeSelect } from '../components/native-select';

const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

export default function VerifyReferencesPage() {
  const { t } = useTranslation('references');
  const message = useReferenceMessage();
  const token = tokenOf(useLocation().hash);
  const invitation = useInvitation(token);
  const answer = useAnswerReference();

  if (answer.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h1">{t('referee.thanksTitle')}</Typography>
          <Typography role="status">{t('referee.thanks')}</Typography>
        </Stack>
      </Paper>
    );
  }
  if (!token) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{t('referee.title')}</Typography>
        <Alert severity="info">{t('referee.noToken')}</Alert>
      </Stack>
    );
  }
  if (invitation.isPending) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{t('referee.title')}</Typography>
        <CircularProgress aria-label={t('referee.loading')} />
      </Stack>
    );
  }
  if (invitation.isError) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{t('referee.invalidTitle')}</Typography>
        <Alert severity="warning">{message(errorMessage(invitation.error))}</Alert>
      </Stack>
    );
  }
  return (
    <RefereeForm
      token={token}
      invitation={invitation.data}
      busy={answer.isPending}
      error={answer.isError ? errorMessage(answer.error) : null}
      onSubmit={(values) => answer.mutate(values)}
    />
  );
}

type FormValues = Record<string, string>;

function RefereeForm({
  token,
  invitation,
  busy,
  error,
  onSubmit,
}: {
  token: string;
  invitation: TRefereeInvitation;
  busy: boolean;
  error: string | null;
  onSubmit: (values: TRefereeAnswer) => void;
}) {
  const { t, i18n } = useTranslation('references');
  const message = useReferenceMessage();
  const errorRef = useRef<HTMLDivElement>(null);
  const { register, control, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(ZRefereeAnswer as never) as never,
    defaultValues: { token, outcome: 'reference' },
    mode: 'onTouched',
  });
  const outcome = useWatch({ control, name: 'outcome' });
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(invitation.expiresAt));

  const common = (name: string, label: string, helperText?: ReactNode) => ({
    id: `referee-${name}`,
    label,
    fullWidth: true,
    ...register(name),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? helperText ?? ' ',
  });
  const field = (name: string, label: string, { helperText, ...extra }: TextFieldProps = {}) => <TextField key={name} {...common(name, label, helperText)} {...extra} />;
  const select = (name: string, label: string, options: readonly string[], optionLabel: (v: string) => string) => (
    <NativeSelect key={name} {...common(name, label)} options={options} optionLabel={optionLabel} chooseLabel={t('fields.choose')} />
  );
  const section = (title: string) => (
    <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, pt: 1 }}>
      {title}
    </Typography>
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{t('referee.asks', { candidate: invitation.candidateName })}</Typography>
        <Typography sx={{ mt: 1.5 }}>
          {t('referee.why', { candidate: invitation.candidateName, agency: invitation.agency, referee: invitation.refereeName })}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('referee.context', {
            relationship: t(`options.relationship.${invitation.referenceIsOrWasMy}`, { defaultValue: invitation.referenceIsOrWasMy }).toLowerCase(),
            company: invitation.companyName,
            from: invitation.workTogetherFrom,
            to: invitation.workTogetherTo === WORK_TOGETHER_PRESENT ? t('fields.present') : invitation.workTogetherTo,
            jobTitle: invitation.referenceJobTitleWhenWorkingWithMe,
          })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('referee.private', { agency: invitation.agency, candidate: invitation.candidateName, date: expires })}
        </Typography>
      </Box>
      <Box sx={FORM_FRAME}>
        <Box component="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values as unknown as TRefereeAnswer))} aria-label={t('referee.title')}>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert" ref={errorRef} tabIndex={-1}>
                {message(error)}
              </Alert>
            )}
            <FormControl>
              <FormLabel id="referee-outcome" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t('referee.howTitle')}
              </FormLabel>
              <Controller
                name="outcome"
                control={control}
                render={({ field: radio }) => (
                  <RadioGroup aria-labelledby="referee-outcome" {...radio}>
                    <FormControlLabel value="reference" control={<Radio />} label={t('referee.outcomeReference')} />
                    <FormControlLabel value="datesOnly" control={<Radio />} label={t('referee.outcomeDatesOnly')} />
                    <FormControlLabel value="declined" control={<Radio />} label={t('referee.outcomeDeclined')} />
                  </RadioGroup>
                )}
              />
            </FormControl>
            {outcome === 'reference' && (
              <>
                {section(t('referee.ratingsTitle'))}
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                  {RATING_FIELDS.map((name) => select(name, t(`referee.ratings.${name}`), RATING_VALUES, (v) => t(`options.rating.${v}`)))}
                </Box>
                {select('reasonTheEmployeeIsLeavingTheFacility', t('referee.reasonTheEmployeeIsLeavingTheFacility'), LEAVING_REASONS, (v) => t(`options.leaving.${v}`))}
                {select('wouldYouHireThisEmployeeAgain', t('referee.wouldYouHireThisEmployeeAgain'), ['yes', 'no'], (v) => t(`options.rehire.${v}`))}
                {field('additionalNotes', t('referee.additionalNotes'), { multiline: true, minRows: 4 })}
              </>
            )}
            {outcome === 'datesOnly' && (
              <>
                {field('employedFrom', t('referee.employedFrom'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
                {field('employedTo', t('referee.employedTo'), { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
                {field('positionHeld', t('referee.positionHeld'))}
              </>
            )}
            {outcome === 'declined' && field('declineReason', t('referee.declineReason'), { multiline: true, minRows: 3 })}
            {section(t('referee.aboutYou'))}
            {field('answeredByName', t('referee.answeredByName'), { autoComplete: 'name' })}
            {field('answeredByTitle', t('referee.answeredByTitle'), { autoComplete: 'organization-title' })}
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {t('referee.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Box>
    </Stack>
  );
}
