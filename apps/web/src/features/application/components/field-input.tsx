// One input of the generic section form, chosen by the descriptor's kind (packages/shared/src/application/contract.ts).
// Every input has a visible label, its help and its error tied to it (aria-describedby), and works by keyboard alone.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Field, SectionKey } from '@portal/shared/application/contract';
import { US_STATES, usStateName } from '@portal/shared/domain/us-states';
import { useId, useState } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { useRecruiters } from '../../dashboard/api/recruiters';
import { useTranslation } from '../../../lib/use-translation';
import { applyDateMask, applyMask, isMaskedValue } from '../form-logic';

export type FieldInputProps = {
  section: SectionKey;
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  /** A sibling value: `<name>Explain` of a yesNo answered Yes, `<name>Compact` of a states field. */
  sibling?: { value: unknown; onChange: (value: unknown) => void; error?: string };
  /** How many compact states there are (the switch's label). */
  compactCount?: number;
  /** Renders a `file` field (the drop zone lives with the section's documents). */
  renderFile?: (field: Extract<Field, { kind: 'file' }>) => React.ReactNode;
  /** Renders a `list` field (its entries hold inputs of their own). */
  renderList?: (field: Extract<Field, { kind: 'list' }>) => React.ReactNode;
  /** The label's message key under `fields.`, when it is not `<section>.<name>` (a field of a list's entry). */
  labelKey?: string;
  /** Signature date as stored by the server, if any. */
  signedAt?: string | null;
  /** Unique prefix for ids (entry index). */
  idPrefix: string;
  /** A multiselect's options shown first (shared roles.ts shortlistOf) and the answer they fit, or none: all show. */
  shortlist?: Shortlisted | null;
};

/** The options a multiselect shows first, and the (translated) answer they fit: "Certified Nursing Assistant (CNA)". */
export type Shortlisted = { values: readonly string[]; forLabel: string };

const asString = (value: unknown) => (value === undefined || value === null ? '' : String(value));
const asArray = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export function useFieldLabel(section: SectionKey) {
  const { t } = useTranslation('application');
  return (field: Field) => t(`fields.${section}.${field.name}`, { defaultValue: field.label });
}

export function FieldInput({
  section,
  field,
  value,
  onChange,
  onBlur,
  error,
  sibling,
  compactCount,
  renderFile,
  renderList,
  signedAt,
  idPrefix,
  labelKey,
  shortlist,
}: FieldInputProps) {
  const { t, i18n } = useTranslation('application');
  const baseId = `${idPrefix}-${useId().replace(/:/g, '')}`;
  const label = t(`fields.${labelKey ?? `${section}.${field.name}`}`, { defaultValue: field.label });
  const help = field.help ? t(`help.${labelKey ?? `${section}.${field.name}`}`, { defaultValue: field.help }) : undefined;
  const optionLabel = (option: { value: string; label: string }) =>
    t(`options.${section}.${field.name}.${option.value}`, { defaultValue: option.label });
  const helperText = error ?? help;
  const sensitiveHint = field.sensitive && isMaskedValue(value) ? t('form.maskedKept') : undefined;
  const common = {
    id: baseId,
    name: field.name,
    label,
    required: field.required,
    error: Boolean(error),
    onBlur,
    fullWidth: true,
    helperText: [helperText, sensitiveHint].filter(Boolean).join(' ') || undefined,
  };

  switch (field.kind) {
    case 'text': {
      if (field.suggest === 'recruiters') return <RecruiterInput common={common} value={asString(value)} onChange={onChange} maxLength={field.maxLength} />;
      const mask = field.mask;
      const inputMode = mask ? ('numeric' as const) : undefined;
      const autoComplete = mask === 'phone' ? 'tel' : mask === 'zip' ? 'postal-code' : undefined;
      return (
        <TextField
          {...common}
          value={asString(value)}
          onChange={(event) => {
            const next = event.target.value;
            onChange(mask && !isMaskedValue(next) ? applyMask(mask, next) : next);
          }}
          onFocus={(event) => {
            // A masked sensitive value is replaced as a whole when the candidate starts typing.
            if (field.sensitive && isMaskedValue(value)) event.target.select();
          }}
          placeholder={
            mask === 'phone' ? '(555)555-5555' : mask === 'ssn' ? '123-45-6789' : mask === 'ein' ? '12-3456789' : undefined
          }
          slotProps={{ htmlInput: { maxLength: field.maxLength, inputMode, autoComplete } }}
        />
      );
    }
    case 'textarea':
      return (
        <TextField
          {...common}
          value={asString(value)}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={3}
          maxRows={8}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      );
    case 'email':
      return (
        <TextField
          {...common}
          type="email"
          value={asString(value)}
          onChange={(event) => onChange(event.target.value.trim())}
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          value={asString(value)}
          onChange={(event) => {
            const next = event.target.value.replace(field.integer ? /[^\d]/g : /[^\d.]/g, '');
            onChange(next === '' ? '' : next);
          }}
          slotProps={{
            htmlInput: { inputMode: field.integer ? 'numeric' : 'decimal' },
            input: field.money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
          }}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          value={asString(value)}
          onChange={(event) => {
            const next = event.target.value;
            onChange(isMaskedValue(next) ? next : applyDateMask(field.format, next));
          }}
          onFocus={(event) => {
            if (field.sensitive && isMaskedValue(value)) event.target.select();
          }}
          placeholder={field.format}
          helperText={[helperText ?? t('form.dateFormat', { format: field.format }), sensitiveHint].filter(Boolean).join(' ')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
    case 'select':
      return (
        <TextField
          {...common}
          select
          value={asString(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('form.choose')}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabel(option)}
            </option>
          ))}
        </TextField>
      );
    case 'state':
      return (
        <TextField
          {...common}
          select
          value={asString(value)}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('form.choose')}</option>
          {US_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {`${name} (${code})`}
            </option>
          ))}
        </TextField>
      );
    case 'multiselect':
      return (
        <MultiSelectInput
          field={field}
          label={label}
          chosen={asArray(value)}
          onChange={onChange}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={helperText}
          optionLabel={optionLabel}
          shortlist={shortlist}
        />
      );
    case 'states': {
      const chosen = asArray(value);
      return (
        <Box>
          <Autocomplete
            multiple
            id={baseId}
            options={US_STATES.map(([code]) => code)}
            value={chosen}
            onChange={(_event, next) => onChange(next)}
            onBlur={onBlur}
            getOptionLabel={(code) => `${usStateName(code) ?? code} (${code})`}
            filterSelectedOptions
            limitTags={8}
            slotProps={{ chip: { size: 'small' } }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                required={field.required}
                error={Boolean(error)}
                helperText={helperText}
                name={field.name}
              />
            )}
          />
          {field.compact && sibling && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch
                  name={`${field.name}Compact`}
                  checked={sibling.value === true}
                  onChange={(event) => sibling.onChange(event.target.checked)}
                  onBlur={onBlur}
                />
              }
              label={compactCount ? t('form.compactStatesCount', { count: compactCount }) : t('form.compactStates')}
            />
          )}
        </Box>
      );
    }
    case 'yesNo': {
      const answer = value === true || value === 'yes' ? 'yes' : value === false || value === 'no' ? 'no' : '';
      const labelId = `${baseId}-label`;
      return (
        <Box>
          <FormControl component="fieldset" error={Boolean(error)} required={field.required} onBlur={onBlur}>
            <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
              {label}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={`${idPrefix}-${field.name}`}
              value={answer}
              onChange={(event) => onChange(event.target.value === 'yes')}
            >
              <FormControlLabel value="yes" control={<Radio />} label={t('form.yes')} />
              <FormControlLabel value="no" control={<Radio />} label={t('form.no')} />
            </RadioGroup>
            {(helperText || sensitiveHint) && (
              <FormHelperText>{[helperText, sensitiveHint].filter(Boolean).join(' ')}</FormHelperText>
            )}
          </FormControl>
          {field.explainIfYes && answer === 'yes' && sibling && (
            <TextField
              sx={{ mt: 1 }}
              fullWidth
              multiline
              minRows={2}
              maxRows={8}
              required
              id={`${baseId}-explain`}
              name={`${field.name}Explain`}
              label={t('form.explain')}
              value={asString(sibling.value)}
              onChange={(event) => sibling.onChange(event.target.value)}
              onBlur={onBlur}
              error={Boolean(sibling.error)}
              helperText={sibling.error}
            />
          )}
        </Box>
      );
    }
    case 'accept': {
      const text = t(`accept.${section}.${field.name}`, { defaultValue: field.text });
      return (
        <FormControl error={Boolean(error)} required={field.required} onBlur={onBlur} sx={{ width: '100%' }}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                name={field.name}
                checked={value === true || value === 'true'}
                onChange={(event) => onChange(event.target.checked)}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {label}
                </Typography>
                <Typography component="span" variant="body2">
                  {text}
                </Typography>
              </span>
            }
          />
          {(helperText || field.deferrable) && <FormHelperText>{helperText ?? t('form.deferrable')}</FormHelperText>}
        </FormControl>
      );
    }
    case 'signature': {
      const statement = t(`statement.${section}.${field.name}`, { defaultValue: field.statement });
      const typed = asString(value);
      const date = signedAt ? new Date(signedAt) : typed ? new Date() : null;
      return (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {statement}
          </Typography>
          <TextField
            {...common}
            value={typed}
            onChange={(event) => onChange(event.target.value)}
            slotProps={{
              htmlInput: {
                autoComplete: 'name',
                style: { fontFamily: '"Segoe Script", "Brush Script MT", cursive', fontSize: '1.2rem' },
              },
            }}
            helperText={common.helperText ?? t('form.signatureHelp')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="signature-date">
            {date
              ? t('form.signedOn', {
                  date: date.toLocaleDateString(i18n.language, { month: '2-digit', day: '2-digit', year: 'numeric' }),
                })
              : t('form.notSigned')}
          </Typography>
        </Box>
      );
    }
    case 'file':
      return <>{renderFile?.(field)}</>;
    case 'list':
      return <>{renderList?.(field)}</>;
  }
}

type MultiSelectProps = {
  field: Extract<Field, { kind: 'multiselect' }>;
  label: string;
  chosen: string[];
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: boolean;
  helperText?: string;
  optionLabel: (option: { value: string; label: string }) => string;
  shortlist?: Shortlisted | null;
};

/**
 * Checkboxes of a multiselect. With a shortlist (the role's own specialties, decision 044) those come first and the
 * others follow a "Show all" button, which comes before them in the reading order.
 */
function MultiSelectInput({ field, label, chosen, onChange, onBlur, error, helperText, optionLabel, shortlist }: MultiSelectProps) {
  const { t } = useTranslation('application');
  const [all, setAll] = useState(false);
  const restId = useId();
  // The shortlist in its own order (the role's own first), then the others in the field's order.
  const first = shortlist ? new Set(shortlist.values) : null;
  const shown = shortlist ? shortlist.values.flatMap((value) => field.options.filter((option) => option.value === value)) : field.options;
  const rest = first ? field.options.filter((option) => !first.has(option.value)) : [];
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 } as const;
  const box = (option: { value: string; label: string }) => (
    <FormControlLabel
      key={option.value}
      control={
        <Checkbox
          name={field.name}
          value={option.value}
          checked={chosen.includes(option.value)}
          onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((v) => v !== option.value))}
        />
      }
      label={optionLabel(option)}
    />
  );
  return (
    <FormControl component="fieldset" error={error} required={field.required} onBlur={onBlur} sx={{ width: '100%' }}>
      <FormLabel component="legend">{label}</FormLabel>
      {shortlist && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('form.shortlistHint', { role: shortlist.forLabel })}
        </Typography>
      )}
      <FormGroup sx={grid}>{shown.map(box)}</FormGroup>
      {rest.length > 0 && (
        <>
          <Box>
            <Button size="small" aria-expanded={all} aria-controls={restId} onClick={() => setAll((value) => !value)} sx={{ mt: 0.5 }}>
              {all ? t('form.showFewer') : t('form.showAll', { count: field.options.length })}
            </Button>
          </Box>
          <Box id={restId} hidden={!all} sx={{ mt: 1 }}>
            {all && (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('form.otherOptions')}
                </Typography>
                <FormGroup sx={grid}>{rest.map(box)}</FormGroup>
              </>
            )}
          </Box>
        </>
      )}
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}

type CommonProps = {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error: boolean;
  onBlur: () => void;
  fullWidth: boolean;
  helperText?: string;
};

/**
 * "Your recruiter": the organisation's recruiters offered as the candidate types, and any other name accepted. The
 * server makes a listed name the recruiter chosen on the dashboard (one record), and a dashboard choice fills this in.
 */
function RecruiterInput({ common, value, onChange, maxLength }: { common: CommonProps; value: string; onChange: (value: unknown) => void; maxLength?: number }) {
  const { org } = useAuth();
  const recruiters = useRecruiters(org);
  const names = [...new Set((recruiters.data?.recruiters ?? []).map((r) => r.name))];
  const { id, name, label, required, error, onBlur, helperText } = common;
  return (
    <Autocomplete
      freeSolo
      id={id}
      options={names}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => onChange(next)}
      onChange={(_event, next) => onChange(next ?? '')}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength } }}
        />
      )}
    />
  );
}
