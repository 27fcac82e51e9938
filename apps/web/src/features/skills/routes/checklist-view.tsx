// /skills/checklist/view/:id: a completed checklist, read-only, with its PDF.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useChecklist } from '../api/get-checklist';
import { useDownloadChecklistPdf } from '../api/download-checklist-pdf';
import { LoadError, Loading, usDate } from '../components/page-state';

export default function ChecklistViewPage() {
  const { t, i18n } = useTranslation('skills');
  const { id = '' } = useParams();
  const checklist = useChecklist(id, i18n.language);
  const pdf = useDownloadChecklistPdf();
  const { enqueueSnackbar } = useSnackbar();
  const c = checklist.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{c?.name ?? t('view.title')}</Typography>
      {checklist.isPending && <Loading />}
      {checklist.isError && <LoadError error={checklist.error} />}
      {c && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
            <Typography>{t('list.completedOn', { date: usDate(c.completedAt), role: c.role })}</Typography>
            <Chip
              size="small"
              color={c.expired ? 'error' : 'success'}
              variant={c.expired ? 'filled' : 'outlined'}
              label={c.expired ? t('list.expired', { date: usDate(c.expiresAt) }) : t('list.validUntil', { date: usDate(c.expiresAt) })}
            />
          </Stack>
          <Typography>{t('view.signed', { name: c.signature, date: usDate(c.completedAt) })}</Typography>
          <Typography>{t('view.ageGroups', { groups: c.ageGroups.map((g) => t(`ageGroups.${g}`)).join(', ') || t('view.none') })}</Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={() =>
                pdf.mutate({ id: c.id, filename: `skills-checklist-${c.slug}-${c.completedAt.slice(0, 10)}.pdf` }, { onError: (e) => enqueueSnackbar(errorMessage(e), { variant: 'error' }) })
              }
              disabled={pdf.isPending}
            >
              {t('list.pdf')}
            </Button>
            <Button component={RouterLink} to="/skills/checklist">
              {t('view.back')}
            </Button>
          </Stack>
          {c.sections.map((section) => (
            <Paper key={section.id} variant="outlined" component="section" aria-labelledby={`view-${section.id}`} sx={{ p: { xs: 1, sm: 2 } }}>
              <Typography variant="h2" id={`view-${section.id}`} sx={{ fontSize: '1.2rem', mb: 1, px: 1 }}>
                {section.title}
              </Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby={`view-${section.id}`}>
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">{t('view.item')}</TableCell>
                      <TableCell scope="col">{t('view.rating')}</TableCell>
                      <TableCell scope="col">{t('view.frequency')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {section.items.map((item) => {
                      const a = c.answers[item.id];
                      return (
                        <TableRow key={item.id}>
                          <TableCell scope="row" component="th">
                            {item.text}
                          </TableCell>
                          <TableCell>{a?.rating ? `${a.rating} – ${t(`ratings.long.${a.rating}`)}` : '—'}</TableCell>
                          <TableCell>{a?.frequency ? t(`frequencies.${a.frequency}`) : '—'}</TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
              </Box>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}
