import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { TSubscription, TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { MAX_SAVED_SEARCHES } from '@portal/shared/schemas/job-emails';
import { useSnackbar } from '../../../lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useSpecialties } from '../api/get-specialties';
import { useSubscription } from '../api/get-subscription';
import { useDeleteSearch, useSavedSearches, useSaveSearch } from '../api/saved-searches';
import { CriteriaForm } from '../components/criteria-form';
import { date } from '../format';

function criteriaOf(s: TSubscription): TSubscriptionCriteria {
  return {
    states: s.states,
    compactState: s.compactState,
    specialties: s.specialties,
    modality: s.modality,
    shift: s.shift,
    minWeeklyPay: s.minWeeklyPay,
    durationMin: s.durationMin,
    durationMax: s.durationMax,
    frequency: s.frequency,
  };
}

/** The editor of one saved search (id) or of a new one (id null). */
function SubscriptionForm({ subscription, onSaved }: { subscription: TSubscription; onSaved: (saved: TSubscription) => void }) {
  const { t, i18n } = useTranslation('jobEmails');
  const { enqueueSnackbar } = useSnackbar();
  const specialties = useSpecialties();
  const save = useSaveSearch();
  const [criteria, setCriteria] = useState(() => criteriaOf(subscription));
  const [name, setName] = useState(subscription.name ?? '');
  // A subscription not saved yet is offered switched on: saving it is the candidate's "yes".
  const [active, setActive] = useState(subscription.source === 'saved' ? subscription.active : true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: subscription.source === 'saved' ? subscription.id : null, body: { ...criteria, name: name.trim(), active } },
      {
        onSuccess: ({ data, message }) => {
          enqueueSnackbar(message ?? t('subscription.saved'), { variant: 'success' });
          onSaved(data);
        },
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={submit}
      aria-label={t('subscription.title')}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {subscription.source === 'saved'
            ? t('searches.editing', { name: subscription.name || t('searches.unnamed') })
            : t('searches.newTitle')}
        </Typography>
        {subscription.source === 'application' && <Alert severity="info">{t('subscription.prefilled')}</Alert>}
        {subscription.source === 'saved' && subscription.unsubscribedAt && !subscription.active && (
          <Alert severity="warning">
            {t('subscription.unsubscribed', { date: date(subscription.unsubscribedAt, i18n.language) })}
          </Alert>
        )}
        <TextField
          label={t('searches.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          helperText={t('searches.nameHelp')}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
        <FormControlLabel
          control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label={t('subscription.active')}
        />
        <CriteriaForm value={criteria} onChange={setCriteria} specialties={specialties.data ?? []} />
        {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="body2" color="text.secondary">
            {subscription.postalAddress ? t('subscription.postal', { address: subscription.postalAddress }) : ''}
          </Typography>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('subscription.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** What a saved search looks for, in a line: its specialties, states, shift and frequency. */
function useSummary() {
  const { t } = useTranslation('jobEmails');
  return (s: TSubscription) =>
    [
      s.specialties.length ? s.specialties.join(', ') : t('criteria.specialtiesPlaceholder'),
      s.states.length || s.compactState
        ? [...s.states, ...(s.compactState ? [t('searches.compact')] : [])].join(', ')
        : t('criteria.statesPlaceholder'),
      t(`criteria.shifts.${s.shift}`),
      t(`criteria.frequencies.${s.frequency}`),
    ].join(' · ');
}

/** The candidate's saved searches, each with its own alert: edit, unsubscribe (or on again) and delete, one by one. */
function SavedSearchList({
  searches,
  current,
  onEdit,
}: {
  searches: TSubscription[];
  current: string | null;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation('jobEmails');
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveSearch();
  const remove = useDeleteSearch();
  const summary = useSummary();
  const busy = save.isPending || remove.isPending;
  const toggle = (s: TSubscription) =>
    save.mutate(
      { id: s.id, body: { ...criteriaOf(s), name: s.name ?? '', active: !s.active } },
      {
        onSuccess: () => enqueueSnackbar(s.active ? t('searches.unsubscribed') : t('searches.resumed'), { variant: 'success' }),
        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
      },
    );
  return (
    <List aria-label={t('searches.title')} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
      {searches.map((s) => {
        const name = s.name || t('searches.unnamed');
        return (
          <ListItem key={s.id} disablePadding sx={{ display: 'block' }}>
            <Paper
              variant="outlined"
              data-testid="saved-search"
              sx={{ p: 2, borderColor: s.id === current ? 'primary.main' : undefined }}
            >
              <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1.5}
                sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
              >
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    <Chip
                      size="small"
                      color={s.active ? 'success' : 'default'}
                      label={s.active ? t('searches.on') : t('searches.off')}
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {summary(s)}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <Button size="small" onClick={() => onEdit(s.id!)} aria-label={t('searches.editLabel', { name })}>
                    {t('searches.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => toggle(s)}
                    disabled={busy}
                    aria-label={t(s.active ? 'searches.unsubscribeLabel' : 'searches.resumeLabel', { name })}
                  >
                    {s.active ? t('searches.unsubscribe') : t('searches.resume')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    aria-label={t('searches.deleteLabel', { name })}
                    onClick={() =>
                      remove.mutate(s.id!, {
                        onSuccess: ({ message }) => enqueueSnackbar(message ?? t('searches.deleted'), { variant: 'success' }),
                        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                      })
                    }
                  >
                    {t('searches.delete')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          </ListItem>
        );
      })}
    </List>
  );
}

/**
 * /subscription: the candidate's saved searches, each with its own alert, and the editor of one of them (or of a new
 * one, pre-filled from the application's preferences before any is saved).
 */
export default function SubscriptionPage() {
  const { t } = useTranslation('jobEmails');
  const subscription = useSubscription();
  const searches = useSavedSearches();
  // The saved search in the editor: the one chosen, else the first; 'new' for a new one.
  const [chosen, setChosen] = useState<string | null>(null);
  const list = searches.data ?? [];
  const editing = chosen === 'new' ? undefined : (list.find((s) => s.id === chosen) ?? list[0]);
  const base = subscription.data;
  const fresh: TSubscription | undefined = base && {
    ...base,
    id: null,
    name: '',
    active: true,
    source: base.source === 'saved' ? 'default' : base.source,
    unsubscribedAt: null,
  };
  const shown = editing ?? (searches.isSuccess ? fresh : undefined);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('subscription.title')}</Typography>
      <Typography color="text.secondary">{t('subscription.intro')}</Typography>
      {(subscription.isError || searches.isError) && (
        <Alert severity="error">{errorMessage(subscription.error ?? searches.error)}</Alert>
      )}
      {(subscription.isPending || searches.isPending) && <Typography role="status">{t('loading')}</Typography>}
      {list.length > 0 && (
        <Stack spacing={1.5} component="section" aria-labelledby="saved-searches-title">
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="h2" id="saved-searches-title" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
              {t('searches.title')}
            </Typography>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() => setChosen('new')}
              disabled={list.length >= MAX_SAVED_SEARCHES}
            >
              {t('searches.new')}
            </Button>
          </Stack>
          <SavedSearchList searches={list} current={editing?.id ?? null} onEdit={setChosen} />
        </Stack>
      )}
      {shown && <SubscriptionForm key={shown.id ?? 'new'} subscription={shown} onSaved={(saved) => setChosen(saved.id)} />}
      <Button component={RouterLink} to="/jobs/email" sx={{ alignSelf: 'flex-start' }}>
        {t('emails.title')}
      </Button>
    </Stack>
  );
}
