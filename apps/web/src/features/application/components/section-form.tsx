// The generic section form: renders any Section from its field descriptors, one entry or a list of entries, saves a
// draft on its own (after a pause in typing, and when a field loses focus) so a half-filled section is never lost, and
// "Save and continue" saves it complete after the shared validator's check.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  fileIdsOf,
  hasPart,
  type Field,
  type Section,
  type TApplication,
  type TSectionState,
} from '@portal/shared/application/contract';
import { openingPart, partOfField } from '@portal/shared/application/parts';
import { shortlistOf } from '@portal/shared/application/roles';
import { useAuth } from '../../../lib/auth-store';
import { useSnackbar } from '../../../lib/toast';
import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCompactStates } from '../api/get-compact-states';
import { useGaps } from '../api/get-gaps';
import { useSaveSection } from '../api/save-section';
import {
  type Entry,
  accountAnswers,
  entriesOf,
  entryIdOf,
  errorKey,
  hasAnswers,
  newEntry,
  issuesToErrors,
  singleOf,
  toData,
  visibleFields,
  withAccount,
  withoutUntouchedMasked,
} from '../form-logic';
import { useValidationMessage } from '../messages';
import { validateEntries } from '../validation';
import { FieldInput, type Shortlisted } from './field-input';
import { PartNav } from './part-nav';
import { FileField } from './file-field';
import { ListFieldInput } from './list-field';

/** spec-free choice: a draft is saved 1.5 s after the last keystroke. */
export const AUTOSAVE_DELAY_MS = 1_500;

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'error'; message: string };

export type SectionFormProps = {
  section: Section;
  state: TSectionState | undefined;
  application: TApplication;
  /** After "Save and continue" or "Not applicable" succeeded. */
  onDone: () => void;
  /**
   * A section in parts (decision 044): the part the address names, if any, and the way to show another. Without one
   * the form opens at the shared openingPart (the first part not done yet) and keeps the part itself.
   */
  part?: string | null;
  onPart?: (key: string) => void;
};

const SPAN = { full: 6, half: 3, third: 2 } as const;

export function SectionForm({ section, state, application, onDone, part, onPart }: SectionFormProps) {
  const { t } = useTranslation('application');
  const account = useAuth();
  const fieldMessage = useValidationMessage();
  const save = useSaveSection();
  const { enqueueSnackbar } = useSnackbar();
  const hasStates = section.fields.some((field) => field.kind === 'states' && field.compact);
  const compact = useCompactStates(hasStates);
  // gapHistory: the gaps found in the history are offered as pre-filled entries (the notice is this section's only: the
  // query's answer stays in the cache for the other sections' forms, which must not show it).
  const gaps = useGaps(section.key === 'gapHistory');
  const [gapsAdded, setGapsAdded] = useState(false);
  // A section never saved starts with what the account already knows (the name and e-mail given at sign-up).
  const [entries, setEntries] = useState<Entry[]>(() =>
    section.repeat
      ? entriesOf(section, state?.data)
      : [state ? singleOf(section, state.data) : withAccount(section, singleOf(section, undefined), accountAnswers(account))],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [showForm, setShowForm] = useState(state?.status !== 'notApplicable');
  // A complete save or "Not applicable" under way (a draft save never blocks the buttons).
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A section in parts shows one part at a time: the address's, else the one chosen here, else where it opens.
  const parts = section.parts;
  const [opening] = useState(() => openingPart(section, state));
  const [chosenPart, setChosenPart] = useState<string | null>(null);
  const currentPart = parts ? (part && hasPart(section, part) ? part : (chosenPart ?? opening)) : null;
  const partIndex = parts ? parts.findIndex((p) => p.key === currentPart) : -1;
  const nextPart = parts && partIndex < parts.length - 1 ? parts[partIndex + 1]! : null;
  const partFields = useMemo(() => {
    const names = parts?.[partIndex]?.fields;
    return names ? section.fields.filter((field) => names.includes(field.name)) : section.fields;
  }, [parts, partIndex, section.fields]);
  const partHeadingRef = useRef<HTMLHeadingElement>(null);
  const movedPart = useRef(false);
  const showPart = (key: string, { focusHeading = true } = {}) => {
    movedPart.current = focusHeading;
    setChosenPart(key);
    onPart?.(key);
  };
  // After a move between parts, the keyboard (and the screen) starts at the part's heading.
  useEffect(() => {
    if (!movedPart.current) return;
    movedPart.current = false;
    partHeadingRef.current?.focus({ preventScroll: true });
    partHeadingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [currentPart]);

  // Saves go one after another, so a late draft can never overwrite a complete save.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(entries);
  const status = useRef(state?.status);

  const enqueue = useCallback(
    (body: { data: unknown; draft?: boolean; notApplicable?: boolean; part?: string }) => {
      const run = queue.current.then(() => save.mutateAsync({ section: section.key, ...body }));
      queue.current = run.catch(() => undefined);
      return run;
    },
    [save, section.key],
  );

  const saveDraft = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    const current = latest.current;
    // A section already complete stays complete while what is typed is still valid.
    const keepComplete = status.current === 'complete' && Object.keys(validateEntries(section, current)).length === 0;
    setSaveState({ kind: 'saving' });
    enqueue({ data: toData(section, current), draft: keepComplete ? undefined : true }).then(
      () => setSaveState({ kind: 'saved', at: new Date() }),
      (error: unknown) => {
        dirty.current = true;
        setSaveState({ kind: 'error', message: errorMessage(error) });
      },
    );
  }, [enqueue, section]);

  // Leaving the section (another step, another page) saves what was typed.
  const flush = useRef(saveDraft);
  useLayoutEffect(() => {
    status.current = state?.status;
    flush.current = saveDraft;
  });
  useEffect(() => () => flush.current(), []);

  // The ref holds the entries as typed (a save right after a change sees it before React renders); the state shows them.
  const setAll = (next: Entry[]) => {
    latest.current = next;
    setEntries(next);
  };

  const update = (index: number, patch: Entry) => {
    setAll(latest.current.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
    const keys = Object.keys(patch);
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[errorKey(index, key)];
      return next;
    });
    dirty.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush.current(), AUTOSAVE_DELAY_MS);
  };

  const onBlurForm = (event: FocusEvent<HTMLFormElement>) => {
    // Focus moving inside the form (to the next field) also counts: the draft is saved field by field.
    if (event.target instanceof HTMLElement && dirty.current) saveDraft();
  };

  /** Errors found on a part not shown: that part opens (the first with an error) before the focus goes to it. */
  const openPartOfErrors = (found: Record<string, string>) => {
    if (!parts) return;
    const owners = Object.keys(found).map((key) => partOfField(section, key.split('.')[1] ?? ''));
    if (owners.includes(currentPart)) return;
    const first = owners.find((owner): owner is string => owner !== null);
    if (first) showPart(first, { focusHeading: false });
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error input, .Mui-error textarea');
      invalid?.focus();
      // Into the middle of the screen, not under the top bar.
      invalid?.scrollIntoView?.({ block: 'center' });
    });

  /** The answers checked here first; false, with the errors shown (their part open, the first focused), when refused. */
  const passes = (found: Record<string, string>) => {
    setErrors(found);
    if (!Object.keys(found).length) return true;
    setSaveState({ kind: 'error', message: t('form.fixErrors', { count: Object.keys(found).length }) });
    openPartOfErrors(found);
    focusFirstError();
    return false;
  };

  /** One save of the section: its state shown while it runs, and the server's refusals on their fields. */
  const saveSection = async (body: Parameters<typeof enqueue>[0], saved: () => void) => {
    dirty.current = false;
    setSaveState({ kind: 'saving' });
    setBusy(true);
    try {
      await enqueue(body);
      setSaveState({ kind: 'saved', at: new Date() });
      saved();
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        const back = withoutUntouchedMasked(issuesToErrors(section, error.errors), section, entries);
        setErrors(back);
        openPartOfErrors(back);
        focusFirstError();
      }
      setSaveState({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  /**
   * A part that is not the last: its required answers (and those of the parts before it) are checked with the shared
   * rule, the section is saved (a draft, or complete again when it was complete and still is), the next part opens.
   */
  const continuePart = async (finished: string, next: string) => {
    if (!passes(validateEntries(section, entries, { draft: true, through: finished }))) return;
    const keepComplete = status.current === 'complete' && Object.keys(validateEntries(section, entries)).length === 0;
    await saveSection(
      keepComplete ? { data: toData(section, entries) } : { data: toData(section, entries), draft: true, part: finished },
      () => showPart(next),
    );
  };

  const submit = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (currentPart && nextPart) return continuePart(currentPart, nextPart.key);
    if (!passes(validateEntries(section, entries))) return;
    await saveSection({ data: toData(section, entries) }, () => {
      // spec §8 toast: "Data has been saved".
      enqueueSnackbar(t('form.saved'), { variant: 'success' });
      onDone();
    });
  };

  const markNotApplicable = async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    dirty.current = false;
    setSaveState({ kind: 'saving' });
    setBusy(true);
    try {
      await enqueue({ data: null, notApplicable: true });
      setSaveState({ kind: 'saved', at: new Date() });
      onDone();
    } catch (error) {
      setSaveState({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const documents = application.documents;
  const itemLabel = section.repeat ? t(`itemLabel.${section.key}`, { defaultValue: section.repeat.itemLabel }) : '';
  const min = Math.max(section.repeat?.min ?? 1, 1);
  const max = section.repeat?.max ?? 1;

  /** A multiselect's options that fit the entry's other answer (the role's own specialties), with that answer's label. */
  const shortlisted = (field: Field, entry: Entry): Shortlisted | null => {
    const values = shortlistOf(field, entry);
    if (!values || field.kind !== 'multiselect' || !field.shortlist) return null;
    const by = field.shortlist.by;
    const answer = String(entry[by] ?? '');
    const owner = section.fields.find((f) => f.name === by);
    const option = owner?.kind === 'select' ? owner.options.find((o) => o.value === answer) : undefined;
    return { values, forLabel: t(`options.${section.key}.${by}.${answer}`, { defaultValue: option?.label ?? answer }) };
  };

  const renderField = (field: Field, entry: Entry, index: number) => {
    const key = errorKey(index, field.name);
    const siblingName =
      field.kind === 'yesNo' && field.explainIfYes
        ? `${field.name}Explain`
        : field.kind === 'states' && field.compact
          ? `${field.name}Compact`
          : null;
    return (
      <Box key={field.name} sx={{ gridColumn: { xs: 'span 6', md: `span ${SPAN[field.width ?? 'full']}` }, minWidth: 0 }}>
        <FieldInput
          section={section.key}
          field={field}
          idPrefix={`${section.key}-${index}`}
          value={entry[field.name]}
          onChange={(value) => update(index, { [field.name]: value })}
          onBlur={() => undefined}
          error={fieldMessage(errors[key])}
          sibling={
            siblingName
              ? {
                  value: entry[siblingName],
                  onChange: (value) => update(index, { [siblingName]: value }),
                  error: fieldMessage(errors[errorKey(index, siblingName)]),
                }
              : undefined
          }
          compactCount={compact.data?.codes.length}
          shortlist={shortlisted(field, entry)}
          signedAt={typeof entry[`${field.name}SignedAt`] === 'string' ? (entry[`${field.name}SignedAt`] as string) : null}
          renderList={(listField) => (
            <ListFieldInput
              section={section.key}
              field={listField}
              value={entry[field.name]}
              idPrefix={`${section.key}-${index}`}
              errorKey={key}
              errorAt={(at) => fieldMessage(errors[at])}
              onChange={(value) => {
                update(index, { [field.name]: value });
                // The list's own message and those of its entries go once it changes; the check runs again on save.
                setErrors((current) =>
                  Object.fromEntries(Object.entries(current).filter(([k]) => k !== key && !k.startsWith(`${key}.`))),
                );
              }}
            />
          )}
          renderFile={(fileField) => (
            <FileField
              section={section.key}
              field={fileField}
              value={entry[field.name]}
              entryId={entryIdOf(entry)}
              otherFiles={section.fields.reduce(
                (n, f) => (f.kind === 'file' && f.name !== field.name ? n + fileIdsOf(entry[f.name]).length : n),
                0,
              )}
              documents={documents}
              error={fieldMessage(errors[key])}
              onChange={(value) => {
                update(index, { [field.name]: value });
                // An upload or a removal is saved at once.
                dirty.current = true;
                queueMicrotask(() => flush.current());
              }}
            />
          )}
        />
      </Box>
    );
  };

  const renderEntry = (entry: Entry, index: number) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 2.5 }}>
      {visibleFields(partFields, entry).map((field) => renderField(field, entry, index))}
    </Box>
  );

  // Which parts hold every answer they need, as typed (the parts' marks).
  const partsDone = useMemo(
    () =>
      new Set(
        (parts ?? [])
          .filter((p) => Object.keys(validateEntries(section, entries, { draft: true, through: p.key })).length === 0)
          .map((p) => p.key),
      ),
    [parts, section, entries],
  );

  const savedText = useMemo(() => {
    switch (saveState.kind) {
      case 'saving':
        return t('form.saving');
      case 'saved':
        return t('form.savedAt', { time: saveState.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) });
      default:
        return '';
    }
  }, [saveState, t]);

  if (!showForm) {
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t('form.notApplicableMarked')}</Alert>
        <Box>
          <Button variant="outlined" onClick={() => setShowForm(true)}>
            {t('form.fillAnyway')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onBlur={onBlurForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label={t(`sections.${section.key}.title`, { defaultValue: section.title })}
    >
      <Stack spacing={3}>
        {parts && currentPart && (
          <Box>
            <PartNav section={section} current={currentPart} done={partsDone} onSelect={(key) => showPart(key)} />
            <Typography
              id="part-title"
              ref={partHeadingRef}
              tabIndex={-1}
              variant="h3"
              sx={{ fontSize: '1.15rem', fontWeight: 600, mt: 2.5, mb: 0.5, outline: 'none', scrollMarginTop: 96 }}
            >
              {t(`sections.${section.key}.parts.${currentPart}.title`, { defaultValue: parts[partIndex]?.title })}
            </Typography>
            <Typography color="text.secondary">
              {t(`sections.${section.key}.parts.${currentPart}.intro`, { defaultValue: parts[partIndex]?.intro })}
            </Typography>
          </Box>
        )}
        {errors._section && <Alert severity="error">{fieldMessage(errors._section)}</Alert>}
        {section.key === 'gapHistory' && !gapsAdded && gaps.data && gaps.data.length > 0 && (
          <Alert
            severity="info"
            data-testid="gap-suggestions"
            action={
              <Button
                color="inherit"
                onClick={() => {
                  // An entry with nothing typed in gives way to the gaps found.
                  const kept = latest.current.filter((entry) => hasAnswers(section, entry));
                  const added = gaps.data.map((gap) => ({ ...newEntry(section), ...gap }));
                  setAll([...kept, ...added].slice(0, max));
                  setGapsAdded(true);
                  dirty.current = true;
                  queueMicrotask(() => flush.current());
                }}
              >
                {t('form.addGaps', { count: gaps.data.length })}
              </Button>
            }
          >
            {t('form.gapsFound', { count: gaps.data.length })}
          </Alert>
        )}
        {section.repeat ? (
          <>
            {entries.map((entry, index) => (
              <Paper
                key={entryIdOf(entry) || index}
                data-entry={index}
                variant="outlined"
                component="fieldset"
                sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
                  <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, float: 'left', p: 0 }}>
                    {t('form.entryTitle', { label: itemLabel, number: index + 1 })}
                  </Typography>
                  {entries.length > min && (
                    <Button
                      color="error"
                      startIcon={<DeleteOutlineIcon />}
                      onClick={() => {
                        setAll(latest.current.filter((_entry, i) => i !== index));
                        setErrors({});
                        dirty.current = true;
                        queueMicrotask(() => flush.current());
                      }}
                    >
                      {t('form.removeEntry', { label: itemLabel, number: index + 1 })}
                    </Button>
                  )}
                </Stack>
                <Box sx={{ clear: 'both' }}>{renderEntry(entry, index)}</Box>
              </Paper>
            ))}
            {entries.length < max && (
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<AddIcon />}
                  onClick={() => {
                    setAll([...latest.current, newEntry(section)]);
                    // The new entry's first input takes the focus.
                    requestAnimationFrame(() => {
                      const all = formRef.current?.querySelectorAll<HTMLElement>('[data-entry]');
                      all?.[all.length - 1]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
                    });
                  }}
                >
                  {t('form.addEntry', { label: itemLabel })}
                </Button>
              </Box>
            )}
          </>
        ) : (
          renderEntry(entries[0] ?? {}, 0)
        )}
        <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
          {saveState.kind === 'error' ? (
            <Alert severity="error" data-testid="save-error">
              {saveState.message}
            </Alert>
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="save-state">
              {savedText}
            </Typography>
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          {section.notApplicable && (
            <Button variant="outlined" onClick={() => void markNotApplicable()} disabled={busy}>
              {t('form.notApplicable')}
            </Button>
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {nextPart ? t('form.continuePart') : t('form.saveAndContinue')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
