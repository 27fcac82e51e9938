import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SendIcon from '@mui/icons-material/Send';
import type { TJobPage } from '@portal/shared/schemas/submissions';
import { useSnackbar } from '../../../lib/toast';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { usePageName } from '../../../lib/page-name';
import { ReferenceRuleNotice, useReferenceRule } from '../../../components/reference-rule-notice';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useJob } from '../api/get-job';
import { useLikedJobIds } from '../api/get-liked-job-ids';
import { useLikeJob } from '../api/like-job';
import { useSubmitToJob } from '../api/submit-to-job';
import { date } from '../format';
import { meterOf, useReadiness } from '../api/get-readiness';
import { useHousingAvailable } from '../api/get-housing';
import { HousingPanel } from '../components/housing-panel';
import { ReadinessMeter } from '../components/readiness-meter';
import { JobFacts } from '../components/job-facts';
import { SubmitDialog } from '../components/submit-dialog';

/** /openjobs/:id: every public field of the job, favourite, submit (after a confirmation naming it) and housing. */
export default function JobDetailPage() {
  const { t } = useTranslation('jobs');
  const { id = '' } = useParams();
  const job = useJob(id);
  // Asked for together with the job: the actions are shown once both are known, so the rule's notice never pushes
  // Favorite away under a click, and Submit is never offered for a moment to a candidate the server would refuse.
  const references = useReferenceRule();
  // The meter (decision 037) sits above Submit: asked for with the job too, so it never pushes the buttons down either.
  const readiness = useReadiness(id ? [id] : []);
  const meterPending = readiness.isPending && readiness.failureCount === 0 && Boolean(id);
  const ready = job.data && !references.pending && !meterPending ? job.data : null;
  // The tab is named by the job, as the page's heading is.
  usePageName(useLocation().pathname, job.data?.Position_Name);
  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to="/jobs/open" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
        <ArrowBackIcon fontSize="small" /> {t('detail.back')}
      </Link>
      {!ready && <Typography variant="h1">{t('jobTitle')}</Typography>}
      {!ready && !job.isError && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('messages.loading')} />
        </Box>
      )}
      {job.isError && (
        <Alert severity="error">
          {errorMessage(job.error)}
          {/* Accounts belong to one agency: a partner's job opened from its board is not found with this account. */}
          {job.error instanceof ApiError && job.error.status === 404 && <Box sx={{ mt: 0.5 }}>{t('detail.notFoundHint')}</Box>}
        </Alert>
      )}
      {ready && <JobView job={ready} references={references} readiness={readiness} />}
    </Stack>
  );
}

type JobViewProps = { job: TJobPage; references: ReturnType<typeof useReferenceRule>; readiness: ReturnType<typeof useReadiness> };

function JobView({ job, references, readiness }: JobViewProps) {
  const { t, i18n } = useTranslation('jobs');
  const { enqueueSnackbar } = useSnackbar();
  const liked = useLikedJobIds().has(job._id);
  const likeJob = useLikeJob();
  const housingAvailable = useHousingAvailable();
  const submit = useSubmitToJob();
  const [confirming, setConfirming] = useState(false);

  const onConfirm = () =>
    submit.mutate(job._id, {
      onSuccess: () => enqueueSnackbar(t('submit.done', { position: job.Position_Name }), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Box>
        <Typography variant="h1">{job.Position_Name}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {job.facilityName} · {job.City}, {job.State}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detail.posted', { date: date(job.createdAt, i18n.language) })}
        </Typography>
      </Box>
      {!job.isOpen && <Alert severity="warning">{t('detail.closed')}</Alert>}
      {/* Phone: actions, facts, housing. Desktop: facts on the left, actions and housing beside them. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(280px, 2fr)' },
          gridTemplateAreas: { xs: '"actions" "facts" "housing"', md: '"facts actions" "facts housing"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Stack spacing={3} sx={{ gridArea: 'facts' }}>
          <JobFacts job={job} />
        </Stack>
        <Paper variant="outlined" sx={{ gridArea: 'actions', p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1.5}>
            {/* What the candidate still needs for this job (decision 037): the same rule as every card's. */}
            {!job.submission && job.isOpen && <ReadinessMeter readiness={meterOf(readiness, job._id)} position={job.Position_Name} variant="page" />}
            {/* spec §1: no applying without references; the Submit says so before the click (the server refuses it too). */}
            {job.submission ? (
              <Chip color="success" icon={<CheckCircleIcon />} label={t('detail.submitted', { date: date(job.submission.createdAt, i18n.language) })} sx={{ alignSelf: 'flex-start' }} />
            ) : (
              <Button
                variant="contained"
                size="large"
                startIcon={<SendIcon />}
                disabled={!job.isOpen || references.blocked}
                aria-describedby={references.blocked ? 'reference-rule' : undefined}
                onClick={() => setConfirming(true)}
              >
                {t('detail.submit')}
              </Button>
            )}
            {!job.submission && references.status && <ReferenceRuleNotice id="reference-rule" status={references.status} />}
            <Button
              variant="outlined"
              size="large"
              // Kept in the page's colour when on: red outlines read as an error.
              color="primary"
              startIcon={liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
              aria-pressed={liked}
              onClick={() => likeJob.mutate({ jobId: job._id, liked: !liked }, { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) })}
            >
              {liked ? t('detail.favorited') : t('detail.favorite')}
            </Button>
          </Stack>
        </Paper>
        {housingAvailable.data === true && (
          <Box sx={{ gridArea: 'housing' }}>
            <HousingPanel job={job} />
          </Box>
        )}
      </Box>
      <SubmitDialog job={job} open={confirming} busy={submit.isPending} onConfirm={onConfirm} onClose={() => setConfirming(false)} />
    </>
  );
}
