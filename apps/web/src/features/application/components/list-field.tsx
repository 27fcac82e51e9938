// A list inside one entry of a section (backgroundCheck's addresses): its entries, each with the inputs of the list's
// own fields, added and removed here; with `covers`, a live line says which months the entries leave uncovered, in
// the shared rule's terms (packages/shared/src/application/coverage.ts).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { Field, SectionKey } from '@portal/shared/application/contract';
import { coverageStart, uncoveredPeriods } from '@portal/shared/application/coverage';
import { formatRange } from '@portal/shared/application/months';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { type Entry, emptyEntry, visibleFields } from '../form-logic';
import { FieldInput } from './field-input';

type ListField = Extract<Field, { kind: 'list' }>;
const SPAN = { full: 6, half: 3, third: 2 } as const;

export type ListFieldProps = {
  section: SectionKey;
  field: ListField;
  value: unknown;
  onChange: (value: Entry[]) => void;
  /** The message at a key, in the candidate's language: `<errorKey>` for the list, `<errorKey>.<index>.<name>` for a field of an entry. */
  errorAt: (key: string) => string | undefined;
  errorKey: string;
  idPrefix: string;
};

export function ListFieldInput({ section, field, value, onChange, errorAt, errorKey, idPrefix }: ListFieldProps) {
  const { t } = useTranslation('application');
  const items = useMemo(() => (Array.isArray(value) ? (value as Entry[]) : []), [value]);
  const listRef = useRef<HTMLDivElement>(null);
  const label = t(`fields.${section}.${field.name}`, { defaultValue: field.label });
  const help = field.help ? t(`help.${section}.${field.name}`, { defaultValue: field.help }) : undefined;
  const itemLabel = t(`itemLabel.${section}.${field.name}`, { defaultValue: field.itemLabel });
  const helpId = `${idPrefix}-${field.name}-help`;
  const gaps = field.covers ? uncoveredPeriods(items, field.covers, new Date()) : [];
  const since = field.covers ? coverageStart(field.covers.years, new Date()) : '';
  const ownError = errorAt(errorKey);
  // The coverage message is the shared validator's English; the same months are said here in the candidate's language.
  const shownError = ownError && field.covers && gaps.length ? t('form.listUncovered', { periods: gaps.map(formatRange).join(', '), since }) : ownError;

  const set = (index: number, patch: Entry) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  return (
    <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-list={field.name}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5, p: 0 }}>
        {label}
        {field.required ? ' *' : ''}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {help}
      </Typography>
      <Stack spacing={2} ref={listRef}>
        {items.map((item, index) => (
          <Paper key={index} variant="outlined" data-list-entry={index} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Typography variant="h4" sx={{ fontSize: '1rem', fontWeight: 600 }}>
                {t('form.entryTitle', { label: itemLabel, number: index + 1 })}
              </Typography>
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onChange(items.filter((_item, i) => i !== index))}>
                {t('form.removeEntry', { label: itemLabel, number: index + 1 })}
              </Button>
            </Stack>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 2.5 }}>
              {visibleFields(field.fields, item).map((inner) => (
                <Box key={inner.name} sx={{ gridColumn: { xs: 'span 6', md: `span ${SPAN[inner.width ?? 'full']}` }, minWidth: 0 }}>
                  <FieldInput
                    section={section}
                    field={inner}
                    labelKey={`${section}.${field.name}Fields.${inner.name}`}
                    idPrefix={`${idPrefix}-${field.name}-${index}`}
                    value={item[inner.name]}
                    onChange={(next) => set(index, { [inner.name]: next })}
                    onBlur={() => undefined}
                    error={errorAt(`${errorKey}.${index}.${inner.name}`)}
                  />
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
      {items.length < field.max && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => {
              onChange([...items, emptyEntry(field.fields)]);
              // The new entry's first input takes the focus.
              requestAnimationFrame(() => {
                const all = listRef.current?.querySelectorAll<HTMLElement>('[data-list-entry]');
                all?.[all.length - 1]?.querySelector<HTMLElement>('input, select, textarea')?.focus();
              });
            }}
          >
            {t('form.addEntry', { label: itemLabel })}
          </Button>
        </Box>
      )}
      {field.covers && items.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1.5, fontWeight: 600 }} data-testid="list-coverage">
          {gaps.length
            ? t('form.listNotCovered', { periods: gaps.map(formatRange).join(', '), since })
            : t('form.listCovered', { years: field.covers.years, since })}
        </Typography>
      )}
      {shownError && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="list-error">
          {shownError}
        </Alert>
      )}
    </Box>
  );
}
