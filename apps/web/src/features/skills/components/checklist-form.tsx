// Taking a skills checklist (domain.md §2): every item rated on the 4-level scale with how often it is done, the age
// groups served, progress, answers saved as they are given (and restored by the server on reload or another device),
// then the attestation and e-signature. Used by /skills/checklist/test and by quick apply.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  AGE_GROUPS,
  FREQUENCIES,
  RATINGS,
  type TChecklistDraft,
  type TItemAnswer,
  type TSaveChecklistBody,
  checklistProgress,
} from '@portal/shared/skills';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';
const SAVE_DELAY_MS = 600;

export type ChecklistFormProps = {
  draft: TChecklistDraft;
  save: (body: TSaveChecklistBody) => Promise<unknown>;
  complete: (body: { attest: true; signature: string }) => Promise<unknown>;
  /** Text of the final button (quick apply sends the application with it). */
  submitLabel?: string;
};

export function ChecklistForm({ draft, save, complete, submitLabel }: ChecklistFormProps) {
  const { t } = useTranslation('skills');
  const [answers, setAnswers] = useState<Record<string, TItemAnswer>>(draft.answers);
  const [ageGroups, setAgeGroups] = useState<string[]>(draft.ageGroups);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const pending = useRef<{ answers: Record<string, TItemAnswer>; ageGroups?: string[] }>({ answers: {} });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sections = draft.checklist.sections;
  const progress = useMemo(() => checklistProgress(sections, answers), [sections, answers]);
  // The first category with something left to answer starts open.
  const [open, setOpen] = useState<Set<string>>(() => {
    const first = sections.find((s) => s.items.some((i) => !(draft.answers[i.id]?.rating && draft.answers[i.id]?.frequency))) ?? sections[0];
    return new Set(first ? [first.id] : []);
  });
  const toggleSection = (id: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const body = pending.current;
    if (!Object.keys(body.answers).length && !body.ageGroups) return;
    pending.current = { answers: {} };
    setSaveState('saving');
    try {
      await save(body as TSaveChecklistBody);
      // "Saved" only when nothing newer waits to be sent.
      if (!Object.keys(pending.current.answers).length && !pending.current.ageGroups) setSaveState('saved');
      setSaveError(null);
    } catch (error) {
      // Keep what failed so the next change (or the submit) sends it again.
      pending.current = { answers: { ...body.answers, ...pending.current.answers }, ageGroups: pending.current.ageGroups ?? body.ageGroups };
      setSaveState('error');
      setSaveError(errorMessage(error));
    }
  }, [save]);

  const schedule = useCallback(() => {
    // A change waits to be sent: it is not "Saved" yet.
    setSaveState('saving');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
  }, [flush]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setAnswer = useCallback(
    (id: string, patch: TItemAnswer) => {
      setAnswers((current) => {
        const next = { ...current[id], ...patch };
        pending.current.answers[id] = next;
        return { ...current, [id]: next };
      });
      schedule();
    },
    [schedule],
  );

  const toggleAge = (group: string, checked: boolean) => {
    const next = checked ? [...new Set([...ageGroups, group])] : ageGroups.filter((g) => g !== group);
    setAgeGroups(next);
    pending.current.ageGroups = next;
    schedule();
  };

  // The attestation.
  const [attest, setAttest] = useState(false);
  const [signature, setSignature] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    setSubmitError(null);
    if (progress.answered < progress.total) {
      setSubmitError(t('take.incomplete', { answered: progress.answered, total: progress.total }));
      const missing = (item: { id: string }) => !(answers[item.id]?.rating && answers[item.id]?.frequency);
      const section = sections.find((s) => s.items.some(missing));
      const first = section?.items.find(missing);
      if (section && first) {
        toggleSection(section.id, true);
        // Once the category is open, move to its first unanswered item.
        setTimeout(() => document.getElementById(`item-${first.id}`)?.focus(), 350);
      }
      return;
    }
    if (!attest) return setSubmitError(t('take.attestRequired'));
    if (signature.trim().length < 2) return setSubmitError(t('take.signatureRequired'));
    setSubmitting(true);
    try {
      await flush();
      await complete({ attest: true, signature: signature.trim() });
    } catch (error) {
      setSubmitError(errorMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack spacing={3}>
      {draft.fromPrevious && <Alert severity="info">{t('take.fromPrevious')}</Alert>}
      <Paper variant="outlined" sx={{ p: 2, position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Typography id="checklist-progress-label">{t('take.progress', { answered: progress.answered, total: progress.total, percent: progress.percent })}</Typography>
          <Typography role="status" aria-live="polite" color={saveState === 'error' ? 'error' : 'text.secondary'} data-testid="save-state">
            {saveState === 'saving' ? t('take.saving') : saveState === 'saved' ? t('take.saved') : saveState === 'error' ? `${t('take.saveFailed')} ${saveError ?? ''}` : ''}
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={progress.percent} sx={{ mt: 1 }} aria-labelledby="checklist-progress-label" />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('take.ageGroups')}</FormLabel>
          <FormGroup row>
            {AGE_GROUPS.map((group) => (
              <FormControlLabel
                key={group}
                control={<Checkbox checked={ageGroups.includes(group)} onChange={(e) => toggleAge(group, e.target.checked)} />}
                label={t(`ageGroups.${group}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Paper>

      {sections.map((section) => {
        const done = section.items.filter((i) => answers[i.id]?.rating && answers[i.id]?.frequency).length;
        return (
          <Accordion
            key={section.id}
            expanded={open.has(section.id)}
            onChange={(_, expanded) => toggleSection(section.id, expanded)}
            variant="outlined"
            disableGutters
            // Only open categories are in the page: a 70-item checklist stays quick on a phone.
            slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />} id={`section-${section.id}`} aria-controls={`section-${section.id}-items`}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignItems: { sm: 'baseline' }, width: '100%', pr: 1 }}>
                <Typography component="span" sx={{ fontSize: '1.2rem', fontWeight: 600, flex: 1 }}>
                  {section.title}
                </Typography>
                <Typography component="span" variant="body2" color={done === section.items.length ? 'success.main' : 'text.secondary'}>
                  {t('take.sectionProgress', { done, total: section.items.length })}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`section-${section.id}-items`} sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
              <Stack spacing={2} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
                {section.items.map((item) => (
                  <ItemRow key={item.id} id={item.id} text={item.text} answer={answers[item.id]} onChange={setAnswer} />
                ))}
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}

      <Paper variant="outlined" component="section" aria-labelledby="attestation-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id="attestation-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('take.attestationTitle')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <FormControlLabel control={<Checkbox checked={attest} onChange={(e) => setAttest(e.target.checked)} />} label={t('take.attestation')} />
          <TextField
            label={t('take.signature')}
            helperText={t('take.signatureHelp')}
            value={signature}
            onChange={(e) => setSignature(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'name' } }}
          />
          {submitError && <Alert severity="error">{submitError}</Alert>}
          <Box>
            <Button variant="contained" onClick={() => void submit()} disabled={submitting}>
              {submitLabel ?? t('take.submit')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Stack>
  );
}

type ItemRowProps = { id: string; text: string; answer: TItemAnswer | undefined; onChange: (id: string, patch: TItemAnswer) => void };

/** One item: the rating (radio group) and the frequency (select). Memoised: a change re-renders only its own row. */
const ItemRow = memo(function ItemRow({ id, text, answer, onChange }: ItemRowProps) {
  const { t } = useTranslation('skills');
  const labelId = `item-label-${id}`;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 2 }} sx={{ alignItems: { md: 'center' } }}>
      <Typography id={labelId} sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
        <span id={`item-${id}`} tabIndex={-1}>
          {text}
        </span>
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={answer?.rating ? String(answer.rating) : ''}
        onChange={(e) => onChange(id, { rating: Number(e.target.value) as TItemAnswer['rating'] })}
        sx={{ flexWrap: 'wrap' }}
      >
        {RATINGS.map((rating) => (
          <FormControlLabel
            key={rating}
            value={String(rating)}
            control={<Radio size="small" />}
            label={t(`ratings.short.${rating}`)}
            title={t(`ratings.long.${rating}`)}
            sx={{ mr: 1.5 }}
          />
        ))}
      </RadioGroup>
      <TextField
        select
        size="small"
        label={t('take.frequency')}
        value={answer?.frequency ?? ''}
        onChange={(e) => onChange(id, { frequency: e.target.value as TItemAnswer['frequency'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${t('take.frequency')}: ${text}` } }}
        sx={{ minWidth: 170 }}
      >
        <option value="">{t('take.chooseFrequency')}</option>
        {FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {t(`frequencies.${f}`)}
          </option>
        ))}
      </TextField>
    </Stack>
  );
});
