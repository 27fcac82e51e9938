// A timed skills test (domain.md §2). The deadline comes from the server when the attempt starts; the page only counts
// down to it (corrected by the server's clock), so a reload or another device continues the same time. Each answer is
// saved at once; at zero the attempt is submitted, and the server ignores anything later.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTestAttempt } from '@portal/shared/skills';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../lib/toast';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useDownloadTestPdf } from '../api/download-test-pdf';
import { saveTestAnswers, startTest, submitTest } from '../api/skills-tests';
import { LoadError, Loading, usDate } from './page-state';

export function TimedTest({ slug }: { slug: string }) {
  const { t } = useTranslation('skills');
  const queryClient = useQueryClient();
  // Starting is idempotent on the server (a running attempt is returned), so it is safe as the page's query. Its key
  // is outside the ['skills'] family on purpose: a live "skills changed" event refreshes that family, and refetching
  // this query after the attempt was submitted would start the next attempt.
  const attempt = useQuery({
    queryKey: ['skillsAttempt', slug],
    queryFn: async () => ({ attempt: await startTest(slug), receivedAt: Date.now() }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [result, setResult] = useState<TTestAttempt | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{attempt.data?.attempt.name ?? t('tests.title')}</Typography>
      {attempt.isPending && <Loading />}
      {attempt.isError && (
        <>
          <LoadError error={attempt.error} />
          <Box>
            <Button component={RouterLink} to="/skills/checklist">
              {t('tests.back')}
            </Button>
          </Box>
        </>
      )}
      {attempt.data && !result && !attempt.data.attempt.submittedAt && (
        <Running
          attempt={attempt.data.attempt}
          offsetMs={Date.parse(attempt.data.attempt.serverNow) - attempt.data.receivedAt}
          onDone={(done) => {
            setResult(done);
            void queryClient.invalidateQueries({ queryKey: ['skills', 'tests'] });
          }}
        />
      )}
      {(result ?? (attempt.data?.attempt.submittedAt ? attempt.data.attempt : null)) && <Result attempt={(result ?? attempt.data!.attempt)} />}
    </Stack>
  );
}

function Running({ attempt, offsetMs, onDone }: { attempt: TTestAttempt; offsetMs: number; onDone: (a: TTestAttempt) => void }) {
  const { t } = useTranslation('skills');
  const [answers, setAnswers] = useState<Record<string, number>>(attempt.answers);
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const remaining = Math.max(0, Date.parse(attempt.deadlineAt) - now);

  const submit = async () => {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      onDone(await submitTest(attempt.id, answers));
    } catch (e) {
      submitted.current = false;
      setError(errorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  // At zero the attempt is submitted from the clock's own tick (the server scores only what came before the deadline).
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });
  useEffect(() => {
    const deadline = Date.parse(attempt.deadlineAt);
    const timer = setInterval(() => {
      const current = Date.now() + offsetMs;
      setNow(current);
      if (current >= deadline) void submitRef.current();
    }, 1000);
    return () => clearInterval(timer);
  }, [offsetMs, attempt.deadlineAt]);

  const choose = (id: string, choice: number) => {
    setAnswers((a) => ({ ...a, [id]: choice }));
    saveTestAnswers(attempt.id, { [id]: choice }).then(
      () => setError(null),
      (e: unknown) => setError(errorMessage(e)),
    );
  };
  const minutes = Math.floor(remaining / 60_000);
  const seconds = Math.floor((remaining % 60_000) / 1000);
  const answered = Object.keys(answers).length;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography>
            {t('tests.attempt', { no: attempt.attemptNo, max: attempt.maxAttempts })} · {t('tests.answered', { answered, total: attempt.questions.length })}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} color={remaining < 60_000 ? 'error' : undefined} data-testid="time-left" aria-live={remaining < 60_000 ? 'polite' : 'off'}>
            {t('tests.timeLeft', { time: `${minutes}:${String(seconds).padStart(2, '0')}` })}
          </Typography>
        </Stack>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      {attempt.questions.map((q, index) => (
        <Paper key={q.id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
              {index + 1}. {q.text}
            </FormLabel>
            <RadioGroup value={answers[q.id] === undefined ? '' : String(answers[q.id])} onChange={(e) => choose(q.id, Number(e.target.value))}>
              {q.options.map((option, i) => (
                <FormControlLabel key={i} value={String(i)} control={<Radio />} label={option} />
              ))}
            </RadioGroup>
          </FormControl>
        </Paper>
      ))}
      <Box>
        <Button variant="contained" onClick={() => void submit()} disabled={submitting}>
          {t('tests.submit')}
        </Button>
      </Box>
    </Stack>
  );
}

function Result({ attempt }: { attempt: TTestAttempt }) {
  const { t } = useTranslation('skills');
  const pdf = useDownloadTestPdf();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Alert severity={attempt.passed ? 'success' : 'warning'}>
          {attempt.passed ? t('tests.resultPassed', { score: attempt.score }) : t('tests.resultFailed', { score: attempt.score })}
        </Alert>
        {attempt.rightCount !== null && <Typography>{t('tests.rightCount', { right: attempt.rightCount, total: attempt.questions.length })}</Typography>}
        {attempt.timedOut && <Typography>{t('tests.timedOut')}</Typography>}
        {attempt.passed && attempt.expiresAt && <Typography>{t('tests.validUntil', { date: usDate(attempt.expiresAt) })}</Typography>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button
            variant="outlined"
            onClick={() => pdf.mutate({ id: attempt.id, slug: attempt.slug }, { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) })}
            disabled={pdf.isPending}
          >
            {t('tests.pdf')}
          </Button>
          <Button variant="contained" component={RouterLink} to="/skills/checklist">
            {t('tests.back')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
