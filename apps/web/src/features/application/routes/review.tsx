// /application/review: submitting is a decision. Every section with its status and a link to change it, the CV, what
// still stands in the way of the submit (sections missing, the references step, employment gaps not explained: the
// server's own refusals), and "Submit application" behind a confirmation; then /success.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { SECTION_KEYS, type TApplication } from '@portal/shared/application/contract';
import { formatRange } from '@portal/shared/application/months';
import { SECTIONS } from '@portal/shared/application/sections';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationLoadState } from '../components/load-state';
import { applicationQueryOptions, useApplication } from '../api/get-application';
import { useGaps } from '../api/get-gaps';
import { useSubmitApplication } from '../api/submit-application';
import { CV_SEARCH, missingRows, reviewRows, type SectionStatus } from '../form-logic';
import { RESUME_KIND } from '../components/resume-panel';
import { STATUS_ICONS } from '../components/step-nav';

/** The application, so that the first paint already lists the sections. */
export function prefetch(client: QueryClient): Promise<unknown> {
  return client.prefetchQuery(applicationQueryOptions());
}

/** The strip's icons; here a section not started is marked too (the review is about what is left). */
const ICONS: Record<SectionStatus, React.ReactNode> = {
  ...STATUS_ICONS,
  empty: <ErrorOutlineIcon fontSize="small" color="warning" aria-hidden />,
};

const GAP_STEP = SECTION_KEYS.indexOf('gapHistory');
const REFERENCES_STEP = SECTION_KEYS.indexOf('profReferences');

export default function ReviewPage() {
  const { t } = useTranslation('application');
  const application = useApplication();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('review.title')}</Typography>
      <ApplicationLoadState query={application} />
      {application.data && <Review application={application.data} />}
    </Stack>
  );
}

function Review({ application }: { application: TApplication }) {
  const { t, i18n } = useTranslation('application');
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const gaps = useGaps(true);
  const [confirming, setConfirming] = useState(false);
  const rows = useMemo(() => reviewRows(SECTIONS, application), [application]);
  const missing = missingRows(rows);
  const gapsLeft = gaps.data ?? [];
  const blocked = missing.length > 0 || gapsLeft.length > 0;
  // A submitted application is changed through the edit paths (spec §2), which say so.
  const base = application.submittedAt ? '/editApplication' : '/application';
  const stepLink = (step: number) => `${base}?step=${step}`;
  const title = (step: number) => t(`sections.${SECTION_KEYS[step]}.title`, { defaultValue: SECTIONS[step]!.title });
  const resume = application.documents.find((d) => d.kind === RESUME_KIND);

  const confirm = () =>
    submit.mutate(undefined, {
      onSuccess: () => navigate('/success'),
      // The server's refusal shows on the page, under the button that asked.
      onError: () => setConfirming(false),
    });

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="review-completeness" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('wizard.completeness', { percent: application.completeness })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={application.completeness}
          aria-labelledby="review-completeness"
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography sx={{ mt: 2 }}>{t('review.intro')}</Typography>
        {application.submittedAt && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t('wizard.submittedOn', { date: new Date(application.submittedAt).toLocaleDateString(i18n.language) })}
          </Alert>
        )}
      </Paper>

      {blocked && (
        <Alert severity="warning" data-testid="review-blocking" id="review-blocking">
          <AlertTitle>{t('review.blockingTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map((row) => (
              <li key={row.key}>
                {row.step === REFERENCES_STEP ? t('review.referencesMissing') : t('review.sectionMissing', { title: title(row.step) })}{' '}
                <Link component={RouterLink} to={stepLink(row.step)} sx={{ fontWeight: 600 }}>
                  {t('review.goTo', { title: title(row.step) })}
                </Link>
              </li>
            ))}
            {gapsLeft.length > 0 && (
              <li data-testid="gap-notice">
                {t('wizard.gapsToExplain', {
                  count: gapsLeft.length,
                  periods: gapsLeft.map((g) => formatRange({ from: g.startDate, to: g.endDate })).join(', '),
                })}{' '}
                <Link component={RouterLink} to={stepLink(GAP_STEP)} sx={{ fontWeight: 600 }}>
                  {t('wizard.explainGaps')}
                </Link>
              </li>
            )}
          </Box>
        </Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby="review-sections" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="review-sections" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
          {t('review.sectionsTitle')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="review-list">
          <ReviewLine
            icon={resume ? ICONS.complete : ICONS.empty}
            title={t('resume.title')}
            status={resume ? t('review.cvHeld', { name: resume.filename }) : t('review.cvMissing')}
            link={`${base}${CV_SEARCH}`}
            linkLabel={t('review.editNamed', { title: t('resume.title') })}
            linkText={t('review.edit')}
            testId="review-cv"
          />
          {rows.map((row) => (
            <ReviewLine
              key={row.key}
              icon={ICONS[row.status]}
              title={`${row.step + 1}. ${title(row.step)}`}
              status={t(`status.${row.status}`)}
              note={row.deferredPolicies > 0 ? t('review.policiesDeferred', { count: row.deferredPolicies }) : undefined}
              link={stepLink(row.step)}
              linkLabel={t('review.editNamed', { title: title(row.step) })}
              linkText={t('review.edit')}
              testId={`review-${row.key}`}
            />
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="review-submit" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="review-submit" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
          {t('wizard.submitTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }} id="review-submit-state">
          {blocked ? t('review.cannotSubmit') : t('wizard.readyToSubmit')}
        </Typography>
        {submit.isError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {errorMessage(submit.error)}
          </Alert>
        )}
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          disabled={blocked || submit.isPending}
          aria-describedby="review-submit-state"
        >
          {application.submittedAt ? t('wizard.resubmit') : t('wizard.submit')}
        </Button>
      </Paper>

      <Dialog open={confirming} onClose={() => !submit.isPending && setConfirming(false)} aria-labelledby="confirm-submit-title" aria-describedby="confirm-submit-text">
        <DialogTitle id="confirm-submit-title">{t('review.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-submit-text">{t('review.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={submit.isPending}>
            {t('review.cancel')}
          </Button>
          <Button variant="contained" onClick={confirm} disabled={submit.isPending}>
            {t('review.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

type LineProps = {
  icon: React.ReactNode;
  title: string;
  status: string;
  note?: string;
  link: string;
  linkLabel: string;
  linkText: string;
  testId: string;
};

function ReviewLine({ icon, title, status, note, link, linkLabel, linkText, testId }: LineProps) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ display: 'flex', flex: '0 0 auto' }}>{icon}</Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" data-status>
          {status}
          {note ? ` · ${note}` : ''}
        </Typography>
      </Box>
      <Button component={RouterLink} to={link} size="small" aria-label={linkLabel} sx={{ flex: '0 0 auto' }}>
        {linkText}
      </Button>
    </Box>
  );
}
