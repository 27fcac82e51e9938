// /skills/checklist (spec §2): the Add Checklist button, checklists in progress, completed checklists 12 a page newest
// first (spec §9) each opened read-only or downloaded as a PDF, with their expiry; and the timed skills tests.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type TCompletedChecklist } from '@portal/shared/skills';
import { useSnackbar } from '../../../lib/toast';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useChecklists } from '../api/get-checklists';
import { useDownloadChecklistPdf } from '../api/download-checklist-pdf';
import { useDownloadTestPdf } from '../api/download-test-pdf';
import { useTests } from '../api/skills-tests';
import { LoadError, Loading, usDate } from '../components/page-state';

export default function SkillsChecklistPage() {
  const { t, i18n } = useTranslation('skills');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useChecklists(page, i18n.language);
  return (
    <Stack spacing={3}>
      {/* The Add Checklist button of spec §2 is the layout's, beside the breadcrumbs (app/layout/app-layout.tsx). */}
      <Typography variant="h1">{t('list.title')}</Typography>
      <Typography color="text.secondary">{t('list.intro')}</Typography>
      {list.isPending && <Loading />}
      {list.isError && <LoadError error={list.error} retry={() => void list.refetch()} />}
      {list.data && list.data.inProgress.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="in-progress" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id="in-progress" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('list.inProgress')}
          </Typography>
          <List disablePadding>
            {list.data.inProgress.map((draft) => (
              <ListItem key={draft.slug} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography sx={{ fontWeight: 600 }}>{draft.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('list.progress', { answered: draft.progress.answered, total: draft.progress.total, date: usDate(draft.updatedAt) })}
                  </Typography>
                </Box>
                <Button variant="outlined" component={RouterLink} to={`/skills/checklist/test?name=${encodeURIComponent(draft.slug)}`} aria-label={t('list.continueNamed', { name: draft.name })}>
                  {t('list.continue')}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {list.data && (
        <Paper variant="outlined" component="section" aria-labelledby="completed" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id="completed" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('list.completed')}
          </Typography>
          {list.data.items.length === 0 ? (
            <Typography>{t('list.empty')}</Typography>
          ) : (
            <List disablePadding>
              {list.data.items.map((item) => (
                <CompletedRow key={item.id} item={item} />
              ))}
            </List>
          )}
          {list.data.paging.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={list.data.paging.totalPages}
              page={page}
              onChange={(_, next) => setParams(next === 1 ? {} : { page: String(next) })}
              getItemAriaLabel={(type, n) => (type === 'page' ? t('list.page', { page: n }) : t(`list.${type}`))}
            />
          )}
        </Paper>
      )}
      <TestsSection />
    </Stack>
  );
}

function CompletedRow({ item }: { item: TCompletedChecklist }) {
  const { t } = useTranslation('skills');
  const pdf = useDownloadChecklistPdf();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ListItem disableGutters divider sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('list.completedOn', { date: usDate(item.completedAt), role: item.role })}
        </Typography>
      </Box>
      <Chip
        size="small"
        color={item.expired ? 'error' : 'success'}
        variant={item.expired ? 'filled' : 'outlined'}
        label={item.expired ? t('list.expired', { date: usDate(item.expiresAt) }) : t('list.validUntil', { date: usDate(item.expiresAt) })}
      />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={`/skills/checklist/view/${item.id}`} aria-label={t('list.viewNamed', { name: item.name, date: usDate(item.completedAt) })}>
          {t('list.view')}
        </Button>
        <Button
          onClick={() =>
            pdf.mutate(
              { id: item.id, filename: `skills-checklist-${item.slug}-${item.completedAt.slice(0, 10)}.pdf` },
              { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) },
            )
          }
          disabled={pdf.isPending}
          aria-label={t('list.pdfNamed', { name: item.name, date: usDate(item.completedAt) })}
        >
          {t('list.pdf')}
        </Button>
      </Stack>
    </ListItem>
  );
}

function TestsSection() {
  const { t, i18n } = useTranslation('skills');
  const tests = useTests(i18n.language);
  const [now] = useState(() => Date.now());
  if (tests.isPending || tests.isError || tests.data.length === 0) return tests.isError ? <LoadError error={tests.error} /> : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tests" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id="tests" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('tests.title')}
      </Typography>
      <List disablePadding>
        {tests.data.map((test) => {
          const left = test.maxAttempts - test.attemptsUsed;
          const passedValid = test.best?.passed && test.best.expiresAt && Date.parse(test.best.expiresAt) > now;
          return (
            <ListItem key={test.slug} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1, py: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 220 }}>
                <Typography sx={{ fontWeight: 600 }}>{test.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('tests.facts', { questions: test.questionCount, minutes: test.timeLimitMinutes, pass: test.passMark, used: test.attemptsUsed, max: test.maxAttempts })}
                </Typography>
                {test.best && (
                  <Typography variant="body2">
                    {test.best.passed ? t('tests.passed', { score: test.best.score, date: usDate(test.best.expiresAt ?? test.best.submittedAt) }) : t('tests.failed', { score: test.best.score })}
                  </Typography>
                )}
              </Box>
              {test.best && <TestPdfButton attemptId={test.best.attemptId} slug={test.slug} name={test.name} />}
              {test.openAttemptId ? (
                <Button variant="contained" component={RouterLink} to={`/skills/checklist/test?exam=${encodeURIComponent(test.slug)}`}>
                  {t('tests.continue')}
                </Button>
              ) : passedValid ? null : left > 0 ? (
                <Button variant="outlined" component={RouterLink} to={`/skills/checklist/test?exam=${encodeURIComponent(test.slug)}`} aria-label={t('tests.startNamed', { name: test.name })}>
                  {t('tests.start')}
                </Button>
              ) : (
                <Alert severity="info" sx={{ py: 0 }}>
                  {t('tests.noAttempts')}
                </Alert>
              )}
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}

/** The best attempt's result as a PDF (the one the agency gets with `portal skills:test-pdf`). */
function TestPdfButton({ attemptId, slug, name }: { attemptId: string; slug: string; name: string }) {
  const { t } = useTranslation('skills');
  const pdf = useDownloadTestPdf();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Button
      onClick={() => pdf.mutate({ id: attemptId, slug }, { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) })}
      disabled={pdf.isPending}
      aria-label={t('tests.pdfNamed', { name })}
    >
      {t('tests.pdf')}
    </Button>
  );
}
