// The readiness meter (decision 037) on a job card and the job page: "Ready to submit", or "2 things to do", each thing
// a link to the one place it is fixed. The rule is packages/shared domain/readiness.ts; the page asks once for its jobs.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PendingActionsIcon from '@mui/icons-material/PendingActionsOutlined';
import type { TJobReadiness, TReadinessTodo } from '@portal/shared/schemas/readiness';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type TFunction, useTranslation } from '../../../lib/use-translation';
import { date } from '../format';

type Credential = Extract<TReadinessTodo, { kind: 'expiry' }>['credentials'][number];

function credentialText(t: TFunction<'jobs'>, c: Credential): string {
  if (c.section === 'licenses') return t('readiness.credential.licence', { name: c.name, state: c.state ?? '' });
  return t(c.section === 'boardCert' ? 'readiness.credential.certification' : 'readiness.credential.card', { name: c.name });
}

/** What to do, in the candidate's language: the words of the link. */
export function todoText(t: TFunction<'jobs'>, todo: TReadinessTodo, lng: string): string {
  switch (todo.kind) {
    case 'licence':
      return t(todo.compact ? 'readiness.todo.licenceCompact' : 'readiness.todo.licence', { types: todo.types.join(' / '), state: todo.state });
    case 'checklist':
      return t('readiness.todo.checklist', { specialty: todo.specialty });
    case 'references':
      return t('readiness.todo.references');
    case 'application':
      return t('readiness.todo.application');
    case 'expiry':
      return t('readiness.todo.expiry', { date: date(todo.startsOn, lng), credentials: todo.credentials.map((c) => credentialText(t, c)).join(', ') });
  }
}

function TodoList({ todo, id, label }: { todo: TReadinessTodo[]; id?: string; label: string }) {
  const { t, i18n } = useTranslation('jobs');
  return (
    <Box component="ul" id={id} aria-label={label} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {todo.map((item) => (
        <Typography component="li" variant="body2" key={item.kind}>
          <Link component={RouterLink} to={item.link}>
            {todoText(t, item, i18n.language)}
          </Link>
        </Typography>
      ))}
    </Box>
  );
}

type Props = {
  /** undefined while it is asked; null when there is nothing to show. */
  readiness: TJobReadiness | null | undefined;
  /** The job's title: names the list for a screen reader among a page of cards. */
  position: string;
  /** On a card the list opens from the count; on the job page it is always shown. */
  variant: 'card' | 'page';
};

export function ReadinessMeter({ readiness, position, variant }: Props) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (readiness === null) return null;
  if (!readiness) {
    return (
      // Not a live region: a page of cards would announce it a dozen times.
      <Typography variant="body2" color="text.secondary">
        {t('readiness.checking')}
      </Typography>
    );
  }
  if (readiness.ready) {
    return (
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('readiness.ready')}
        </Typography>
      </Stack>
    );
  }
  const count = t('readiness.count', { count: readiness.todo.length });
  const label = t('readiness.listLabel', { position });
  if (variant === 'page') {
    return (
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <PendingActionsIcon fontSize="small" color="warning" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {count}
          </Typography>
        </Stack>
        <TodoList todo={readiness.todo} label={label} />
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ width: '100%' }}>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        startIcon={<PendingActionsIcon color="warning" />}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ alignSelf: 'flex-start', fontWeight: 600, textTransform: 'none', px: 0.5 }}
      >
        {count}
      </Button>
      {open && <TodoList todo={readiness.todo} id={listId} label={label} />}
    </Stack>
  );
}
