import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SubmissionStatus, TSubmission } from '@portal/shared/schemas/submissions';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSubmissions } from '../api/get-submissions';
import { EmptyList } from '../components/empty-list';
import { JobsMessage } from '../components/jobs-message';
import { PagingBar } from '../components/paging-bar';
import { date } from '../format';

const STATUS_COLOR: Record<SubmissionStatus, 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error'> = {
  submitted: 'info',
  in_review: 'primary',
  interview: 'primary',
  offered: 'success',
  placed: 'success',
  not_selected: 'default',
  withdrawn: 'default',
};

function StatusChip({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation('jobs');
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`submissions.statuses.${status}`)} />;
}

function JobLink({ submission }: { submission: TSubmission }) {
  return (
    <Link component={RouterLink} to={`/openjobs/${submission.jobId}`} sx={{ fontWeight: 600 }}>
      {submission.job.Position_Name}
    </Link>
  );
}

/** /submissions: the candidate's submissions with status and date, 12 a page (spec §7, §9). */
export default function SubmissionsPage() {
  const { t, i18n } = useTranslation('jobs');
  const lng = i18n.language;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [page, setPage] = useState(1);
  const submissions = useSubmissions(page);
  const data = submissions.data;

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('submissionsTitle')}</Typography>
      {submissions.isError && <Alert severity="error">{errorMessage(submissions.error)}</Alert>}
      {submissions.isPending && <JobsMessage kind="loading" />}
      {data && data.paging.total === 0 && <EmptyList text={t('submissions.empty')} />}
      {data && data.items.length > 0 && wide && (
        <Paper variant="outlined" sx={{ overflowX: 'auto', opacity: submissions.isPlaceholderData ? 0.6 : 1 }}>
          <Table aria-label={t('submissionsTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('submissions.job')}</TableCell>
                <TableCell>{t('submissions.facility')}</TableCell>
                <TableCell>{t('submissions.location')}</TableCell>
                <TableCell>{t('submissions.date')}</TableCell>
                <TableCell>{t('submissions.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((submission) => (
                <TableRow key={submission._id} hover>
                  <TableCell>
                    <JobLink submission={submission} />
                    <Typography variant="body2" color="text.secondary">
                      {submission.job.Submodality} · {submission.job.Shift}
                    </Typography>
                  </TableCell>
                  <TableCell>{submission.job.facilityName}</TableCell>
                  <TableCell>
                    {submission.job.City}, {submission.job.State}
                  </TableCell>
                  <TableCell>{date(submission.createdAt, lng)}</TableCell>
                  <TableCell>
                    <StatusChip status={submission.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {data && data.items.length > 0 && !wide && (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, opacity: submissions.isPlaceholderData ? 0.6 : 1 }} aria-label={t('submissionsTitle')}>
          {data.items.map((submission) => (
            <Paper key={submission._id} component="li" variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Box sx={{ minWidth: 0 }}>
                  <JobLink submission={submission} />
                  <Typography variant="body2" color="text.secondary">
                    {submission.job.facilityName} · {submission.job.City}, {submission.job.State}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('submissions.date')}: {date(submission.createdAt, lng)}
                  </Typography>
                </Box>
                <StatusChip status={submission.status} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {data && data.items.length > 0 && <PagingBar paging={data.paging} onPage={setPage} />}
    </Stack>
  );
}
