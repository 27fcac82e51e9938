import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useSnackbar } from '../../../lib/toast';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { useChooseRecruiter, useRecruiters } from '../api/recruiters';
import { initials } from './initials';

export function RecruiterDialog({ currentId, onClose }: { currentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const { org } = useAuth();
  const list = useRecruiters(org);
  const choose = useChooseRecruiter();
  const { enqueueSnackbar } = useSnackbar();
  const [selected, setSelected] = useState<string>(currentId ?? '');
  const recruiters = list.data?.recruiters ?? [];

  const save = () => {
    if (!selected) return;
    choose.mutate(selected, {
      onSuccess: ({ message }) => {
        enqueueSnackbar(message ?? t('recruiter.saved'), { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="recruiter-dialog-title">
      <DialogTitle id="recruiter-dialog-title">{t('recruiter.dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('recruiter.dialogIntro')}
        </Typography>
        {list.isPending && <CircularProgress size={28} aria-label={t('recruiter.listLabel')} />}
        {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
        {list.data && recruiters.length === 0 && <Typography>{t('recruiter.noRecruiters')}</Typography>}
        {recruiters.length > 0 && (
          <RadioGroup aria-label={t('recruiter.listLabel')} value={selected} onChange={(event) => setSelected(event.target.value)}>
            {recruiters.map((r) => (
              <FormControlLabel
                key={r.id}
                value={r.id}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mx: 0, py: 1, borderBottom: 1, borderColor: 'divider', '& .MuiRadio-root': { mt: 0.5 } }}
                label={
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.5 }}>
                    <Avatar src={r.photo ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                      {initials(r.name)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {r.phone} · {r.email}
                      </Typography>
                      {(r.specialties.length > 0 || r.states.length > 0) && (
                        <Typography variant="body2" color="text.secondary">
                          {[r.specialties.join(', '), r.states.join(', ')].filter(Boolean).join(' · ')}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
        {choose.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(choose.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('recruiter.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!selected || selected === currentId || choose.isPending}>
          {t('recruiter.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
