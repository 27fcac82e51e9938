// The CV (résumé): pdf, doc or docx, at most 1,000,000 bytes (spec §1, §5), through the portal's drop zone. The
// profile is complete only with a resume (spec §4).
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import type { TDocument } from '@portal/shared/application/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { FileDropZone } from '../../../components/file-drop-zone';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { useUploadDocument } from '../api/upload-document';

export const RESUME_KIND = 'resume';

export function ResumePanel({ documents }: { documents: TDocument[] }) {
  const { t } = useTranslation(['application', 'uploads']);
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const items = useMemo(
    () => documents.filter((d) => d.kind === RESUME_KIND).map((d) => ({ id: d.id, name: d.filename, size: d.size })),
    [documents],
  );
  const fail = (error: unknown) => setMessage({ severity: 'error', text: errorMessage(error) });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="resume-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="resume-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 0.5 }}>
        {t('resume.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {items.length ? t('resume.held') : t('resume.intro')}
      </Typography>
      <FileDropZone
        label={t('resume.label')}
        accept="document"
        limit={1}
        items={items}
        progress={upload.progress}
        message={message}
        inputProps={{ 'data-testid': 'resume-input' }}
        onAccept={(files) => {
          const file = files[0];
          if (file)
            upload.mutate(
              { kind: RESUME_KIND, file },
              { onSuccess: () => setMessage({ severity: 'success', text: t('resume.uploaded') }), onError: fail },
            );
        }}
        onRemove={(item) =>
          remove.mutate(item.id, {
            onSuccess: () => setMessage({ severity: 'success', text: t('removed', { ns: 'uploads' }) }),
            onError: fail,
          })
        }
        onDownload={(item) => download.mutate({ id: item.id, filename: item.name }, { onError: fail })}
      />
    </Paper>
  );
}

/**
 * Off the CV's step, the CV in one line: whether it is on file, and the way to the step that holds the drop zone (on
 * a phone the zone would fill the first screen above every step).
 */
export function ResumeStatus({ documents, cvStep }: { documents: TDocument[]; cvStep: string }) {
  const { t } = useTranslation('application');
  const resume = documents.find((d) => d.kind === RESUME_KIND);
  return (
    <Paper variant="outlined" data-testid="resume-status" sx={{ px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        {resume ? (
          <CheckCircleIcon fontSize="small" color="success" aria-hidden />
        ) : (
          <ErrorOutlineIcon fontSize="small" color="warning" aria-hidden />
        )}
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {resume ? t('resume.statusHeld', { name: resume.filename }) : t('resume.statusMissing')}
        </Typography>
        <Link component={RouterLink} to={cvStep} variant="body2" sx={{ fontWeight: 600 }}>
          {resume ? t('resume.change') : t('resume.upload')}
        </Link>
      </Stack>
    </Paper>
  );
}
