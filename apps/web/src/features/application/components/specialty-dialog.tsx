// spec §2 "Specialty picker" and §4 "Specialty dialog": opens when the candidate's specialties include the placeholder
// PCT/CNA/CMA; the options are PCT, CNA and Medical Assistant when the PCT flag is set, otherwise only CMA (each with
// label, value and type). On submit the placeholder is replaced by the chosen specialties, deduplicated, and the
// candidate is updated (POST /api/candidate/update) with spec §8's messages.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import {
  needsSpecialtyPicker,
  replaceSpecialtyPlaceholder,
  specialtyPickerOptions,
} from '@portal/shared/application/specialties';
import { useSnackbar } from '../../../lib/toast';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useAuth } from '../../../lib/auth-store';
import { type UserData, specialtyValues, useCandidateProfile } from '../api/get-candidate-profile';
import { updateFailureMessage, useUpdateCandidate } from '../api/update-candidate';

/** The PCT flag of UserData (`isPCT`, set by the server from the candidate's role); absent, the PCT options. */
export function pctFlag(userData: UserData | null | undefined): boolean {
  return typeof userData?.isPCT === 'boolean' ? userData.isPCT : true;
}

/** `paused`: another modal is open (the guide); this one waits for it. */
export function SpecialtyDialog({ paused = false }: { paused?: boolean }) {
  const { t } = useTranslation('notices');
  const { enqueueSnackbar } = useSnackbar();
  const auth = useAuth();
  const profile = useCandidateProfile();
  const update = useUpdateCandidate();
  const [chosen, setChosen] = useState<string[]>([]);
  const [later, setLater] = useState(false);
  const [missing, setMissing] = useState(false);
  const userData = profile.data;
  const current = specialtyValues(userData);
  const open = Boolean(userData) && needsSpecialtyPicker(current) && !later && !paused;
  const options = specialtyPickerOptions(pctFlag(userData));

  const submit = () => {
    if (!chosen.length) return setMissing(true);
    update.mutate(
      { email: userData?.email ?? auth.email ?? '', specialties: replaceSpecialtyPlaceholder(current, chosen) },
      {
        onSuccess: (message) => {
          enqueueSnackbar(message, { variant: 'success' });
          setChosen([]);
        },
      },
    );
  };

  return (
    <Dialog open={open} aria-labelledby="specialty-dialog-title" onClose={() => setLater(true)}>
      <DialogTitle id="specialty-dialog-title">{t('specialty.title')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {options.map((option) => (
            <FormControlLabel
              key={option.value}
              control={
                <Checkbox
                  checked={chosen.includes(option.value)}
                  onChange={(event) => {
                    setMissing(false);
                    setChosen((list) =>
                      event.target.checked ? [...list, option.value] : list.filter((v) => v !== option.value),
                    );
                  }}
                />
              }
              label={
                <span>
                  {option.label}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({t(`specialty.types.${option.type}`)})
                  </Typography>
                </span>
              }
            />
          ))}
        </FormGroup>
        {missing && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t('specialty.required')}
          </Alert>
        )}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {updateFailureMessage(update.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setLater(true)}>{t('specialty.later')}</Button>
        <Button variant="contained" onClick={submit} disabled={update.isPending}>
          {t('specialty.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
