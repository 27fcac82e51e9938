// The application's references step (profReferences, decision 031): the candidate's references as the References
// feature keeps them — one list — with where each request stands (never the answers). A referee is added, checked or
// sent with the References feature's form, which brings the candidate back here; the step is done when 2 referees are
// asked, one of them a Manager (the shared rule, worked out by the server).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { TApplication } from '@portal/shared/application/contract';
import type { TReference } from '@portal/shared/schemas/references';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/reference-status-chip';
import { useTranslation } from '../../../lib/use-translation';

const BACK = 'return=application';

export function ReferencesStep({ application, onDone }: { application: TApplication; onDone: () => void }) {
  const { t } = useTranslation('application');
  const { t: tr } = useTranslation('references');
  const state = application.sections.profReferences;
  const references = (Array.isArray(state?.data) ? state.data : []) as TReference[];
  const done = state?.status === 'complete';
  return (
    <Stack spacing={2.5} data-testid="references-step">
      <Alert severity={done ? 'success' : 'info'}>{done ? t('referencesStep.done') : t('referencesStep.todo')}</Alert>
      {references.length === 0 ? (
        <Typography>{t('referencesStep.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('referencesStep.listLabel')}>
          {references.map((reference) => {
            const name = `${reference.salutation} ${reference.firstName} ${reference.lastName}`.trim();
            const type = reference.referenceType ? tr(`options.referenceType.${reference.referenceType}`, { defaultValue: reference.referenceType }) : '';
            return (
              <Paper component="li" key={reference._id} variant="outlined" sx={{ p: 2 }} data-reference={reference._id}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  <Typography sx={{ fontWeight: 600, mr: 1 }}>{name}</Typography>
                  <StatusChip status={reference.status} />
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('referencesStep.line', { type, company: reference.companyName })}
                </Typography>
                {reference.status === 'draft' && (
                  <Button
                    variant="outlined"
                    size="small"
                    sx={{ mt: 1 }}
                    component={RouterLink}
                    to={`/references/update?id=${encodeURIComponent(reference._id)}&${BACK}`}
                    aria-label={t('referencesStep.sendLabel', { name })}
                  >
                    {t('referencesStep.send')}
                  </Button>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5}>
          <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to={`/references/add?${BACK}`}>
            {t('referencesStep.add')}
          </Button>
          <Button component={RouterLink} to="/references">
            {t('referencesStep.open')}
          </Button>
        </Stack>
        <Box>
          <Button variant="contained" size="large" onClick={onDone}>
            {t('referencesStep.continue')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
