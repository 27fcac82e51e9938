// /accounts (spec §2 My Account): e-mail and sign-in methods, signed-in devices, download all my data, delete my
// account with a grace period, and the account activity log.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES, ACCOUNT_DELETION_GRACE_DAYS } from '@portal/shared/constants';
import { useSnackbar } from '../../../lib/toast';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import {
  type Account,
  leaveAfterDeletion,
  SIGN_IN_AGAIN,
  signInAgainToDelete,
  useAccount,
  useCancelDeletion,
  useConnect,
  useDeleteAccount,
  useDisconnect,
  useDownloadExport,
  useSignOutDevice,
  useSignOutOthers,
} from '../api/account';


function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string, withTime = true) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' }).format(new Date(iso));
}

function SignInMethods({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const ways = (account.hasPassword ? 1 : 0) + account.providers.filter((p) => p.connected).length;
  return (
    <Section title={t('methods.title')} id="account-methods">
      <Typography>
        {t('methods.email')}: <strong>{account.email}</strong>{' '}
        {account.emailVerified && <Chip size="small" color="success" variant="outlined" label={t('methods.verified')} sx={{ ml: 0.5 }} />}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <Typography sx={{ flexGrow: 1 }}>{account.hasPassword ? t('methods.passwordSet') : t('methods.noPassword')}</Typography>
        <Button variant="outlined" component={RouterLink} to="/profile">
          {account.hasPassword ? t('methods.changePassword') : t('methods.setPassword')}
        </Button>
      </Stack>
      <List aria-label={t('methods.providers')} sx={{ mt: 1 }}>
        {account.providers.map((p) => {
          const last = p.connected && ways <= 1;
          return (
            <ListItem
              key={p.provider}
              divider
              disableGutters
              secondaryAction={
                p.connected ? (
                  <Button
                    color="error"
                    disabled={last || disconnect.isPending}
                    aria-label={t('methods.disconnectLabel', { provider: p.label })}
                    onClick={() =>
                      disconnect.mutate(p.provider, {
                        onSuccess: (res) => enqueueSnackbar(res.message ?? t('methods.disconnected'), { variant: 'success' }),
                        onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                      })
                    }
                  >
                    {t('methods.disconnect')}
                  </Button>
                ) : p.available ? (
                  <Button
                    aria-label={t('methods.connectLabel', { provider: p.label })}
                    disabled={connect.isPending}
                    onClick={() => connect.mutate(p.provider, { onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }) })}
                  >
                    {t('methods.connect')}
                  </Button>
                ) : null
              }
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={p.label}
                secondary={
                  p.connected
                    ? last
                      ? t('methods.lastWayIn')
                      : t('methods.connectedAs', { email: p.email ?? p.label })
                    : p.available
                      ? t('methods.notConnected')
                      : t('methods.unavailable')
                }
              />
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}

function Devices({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const { enqueueSnackbar } = useSnackbar();
  const date = useDate();
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const others = account.devices.filter((d) => !d.current).length;
  return (
    <Section title={t('devices.title')} id="account-devices">
      <Typography color="text.secondary">{t('devices.intro')}</Typography>
      <List aria-label={t('devices.title')}>
        {account.devices.map((d) => (
          <ListItem
            key={d.id}
            divider
            disableGutters
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
            data-testid="device"
          >
            {d.mobile ? <PhoneIphoneIcon aria-hidden sx={{ mt: 0.5 }} /> : <ComputerIcon aria-hidden sx={{ mt: 0.5 }} />}
            <ListItemText
              sx={{ flex: '1 1 200px' }}
              primary={
                <>
                  {t('devices.device', { browser: d.browser, os: d.os })}
                  {d.current && <Chip size="small" color="primary" label={t('devices.thisDevice')} sx={{ ml: 1 }} />}
                </>
              }
              secondary={t('devices.seen', { signedIn: date(d.signedInAt), lastSeen: date(d.lastSeenAt) })}
            />
            {!d.current && (
              <Button
                size="small"
                aria-label={t('devices.signOutLabel', { browser: d.browser, os: d.os })}
                disabled={signOutDevice.isPending}
                onClick={() =>
                  signOutDevice.mutate(d.id, {
                    onSuccess: (res) => enqueueSnackbar(res.message ?? t('devices.signedOut'), { variant: 'success' }),
                    onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
                  })
                }
              >
                {t('devices.signOut')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <Button
        sx={{ mt: 2 }}
        variant="outlined"
        disabled={others === 0 || signOutOthers.isPending}
        onClick={() =>
          signOutOthers.mutate(undefined, {
            onSuccess: (res) => enqueueSnackbar(res.message ?? t('devices.othersSignedOut'), { variant: 'success' }),
            onError: (error) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
          })
        }
      >
        {t('devices.signOutOthers')}
      </Button>
    </Section>
  );
}

function DataExport() {
  const { t } = useTranslation('account');
  const download = useDownloadExport();
  return (
    <Section title={t('export.title')} id="account-export">
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('export.intro')}
      </Typography>
      {download.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(download.error)}
        </Alert>
      )}
      <Button variant="contained" onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? t('export.preparing') : t('export.download')}
      </Button>
    </Section>
  );
}

function DeleteAccount({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const date = useDate();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const del = useDeleteAccount();
  const cancel = useCancelDeletion();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const word = 'DELETE';
  const signInAgain = del.error instanceof ApiError && del.error.code === SIGN_IN_AGAIN;
  const ready = confirm.trim().toUpperCase() === word && (!account.hasPassword || password.length > 0);
  const close = () => {
    setOpen(false);
    setPassword('');
    del.reset();
  };
  return (
    <Section title={t('delete.title')} id="account-delete">
      {account.deletion ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('delete.cancel')}
            </Button>
          }
        >
          {t('delete.pending', { date: date(account.deletion.dueAt, false) })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {t('delete.intro', { days: ACCOUNT_DELETION_GRACE_DAYS })}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
            {t('delete.button')}
          </Button>
        </>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('delete.dialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('delete.dialogText', { days: ACCOUNT_DELETION_GRACE_DAYS })}</DialogContentText>
          {!account.hasPassword && (
            <DialogContentText sx={{ mb: 2 }}>{t('delete.recentSignIn', { minutes: ACCOUNT_DELETION_FRESH_SIGN_IN_MINUTES })}</DialogContentText>
          )}
          {del.isError && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                signInAgain ? (
                  <Button color="inherit" onClick={() => void signInAgainToDelete()}>
                    {t('delete.signInAgain')}
                  </Button>
                ) : undefined
              }
            >
              {errorMessage(del.error)}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            label={t('delete.confirmLabel', { word })}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off', 'aria-describedby': undefined } }}
          />
          {account.hasPassword && (
            <TextField
              fullWidth
              sx={{ mt: 2 }}
              type="password"
              label={t('delete.passwordLabel')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              slotProps={{ htmlInput: { autoComplete: 'current-password', 'aria-describedby': undefined } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('delete.keep')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!ready || del.isPending}
            onClick={() =>
              del.mutate(account.hasPassword ? { confirm, password } : { confirm }, {
                onSuccess: ({ dueAt }) => {
                  // Said once more on the sign-in page the candidate lands on (the e-mail says it too).
                  enqueueSnackbar(t('delete.requested', { date: date(dueAt, false) }), { variant: 'info' });
                  leaveAfterDeletion();
                },
              })
            }
          >
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Section>
  );
}

function ActivityLog({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('account');
  const date = useDate();
  const dayOf = (iso: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { day: 'numeric', month: 'long' }).format(new Date(iso));
  return (
    <Section title={t('activity.title')} id="account-activity">
      {account.activity.length === 0 ? (
        <Typography color="text.secondary">{t('activity.empty')}</Typography>
      ) : (
        <List dense aria-label={t('activity.title')}>
          {account.activity.map((a) => (
            <ListItem key={a.id} disableGutters divider>
              <ListItemText
                primary={t(`activity.actions.${a.action}`, {
                  defaultValue: a.action,
                  provider: String(a.detail?.provider ?? ''),
                  method: t(`activity.methods.${String(a.detail?.method ?? 'other')}`, { defaultValue: String(a.detail?.method ?? '') }),
                  count: Number(a.detail?.count ?? 0),
                  // A read by the agency's systems: the agency, the document and the day it was read.
                  agency: String(a.detail?.agency ?? ''),
                  name: String(a.detail?.name ?? ''),
                  day: dayOf(a.createdAt),
                })}
                secondary={date(a.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

export default function AccountsPage() {
  const { t } = useTranslation('account');
  const account = useAccount();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
      <Typography variant="h1">{t('title')}</Typography>
      {account.isPending && <Skeleton variant="rounded" height={240} aria-label={t('loading')} />}
      {account.isError && <Alert severity="error">{errorMessage(account.error)}</Alert>}
      {account.data && (
        <>
          <SignInMethods account={account.data} />
          <Devices account={account.data} />
          <DataExport />
          <DeleteAccount account={account.data} />
          <ActivityLog account={account.data} />
        </>
      )}
    </Stack>
  );
}
