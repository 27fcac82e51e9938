// A `file` field of a section: the portal's drop zone for one document of the field's documentKind. Uploading sends
// it to POST /api/candidate/documents at once; the field keeps the new document's id.
import FormHelperText from '@mui/material/FormHelperText';
import type { Field, SectionKey, TDocument } from '@portal/shared/application/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FileDropZone } from '../../../components/file-drop-zone';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { useUploadDocument } from '../api/upload-document';

type Props = {
  section: SectionKey;
  field: Extract<Field, { kind: 'file' }>;
  value: unknown;
  documents: TDocument[];
  error?: string;
  onChange: (documentId: string) => void;
};

export function FileField({ section, field, value, documents, error, onChange }: Props) {
  const { t } = useTranslation(['application', 'uploads']);
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const label = t(`fields.${section}.${field.name}`, { ns: 'application', defaultValue: field.label });
  const help = field.help ? t(`help.${section}.${field.name}`, { ns: 'application', defaultValue: field.help }) : undefined;

  const held = useMemo(() => {
    const id = typeof value === 'string' ? value : '';
    const document = documents.find((candidate) => candidate.id === id);
    // A document the list does not hold (yet) still shows as held.
    return id ? [{ id, name: document?.filename ?? t('form.document', { ns: 'application' }), size: document?.size ?? 0 }] : [];
  }, [value, documents, t]);

  return (
    <div>
      <FileDropZone
        label={`${label}${field.required ? ' *' : ''}`}
        hint={help}
        accept={field.accept}
        limit={1}
        items={held}
        progress={upload.progress}
        message={message}
        inputProps={{ 'data-testid': `file-${section}-${field.name}` }}
        onAccept={(files) => {
          const file = files[0];
          if (!file) return;
          upload.mutate(
            { kind: field.documentKind, file },
            {
              onSuccess: (document) => {
                onChange(document.id);
                setMessage({ severity: 'success', text: t('uploaded', { ns: 'uploads' }) });
              },
              onError: (failure) => setMessage({ severity: 'error', text: errorMessage(failure) }),
            },
          );
        }}
        onRemove={(item) =>
          remove.mutate(item.id, {
            onSuccess: () => {
              onChange('');
              setMessage({ severity: 'success', text: t('removed', { ns: 'uploads' }) });
            },
            onError: (failure) => setMessage({ severity: 'error', text: errorMessage(failure) }),
          })
        }
        onDownload={(item) =>
          download.mutate(
            { id: item.id, filename: item.name },
            { onError: (failure) => setMessage({ severity: 'error', text: errorMessage(failure) }) },
          )
        }
      />
      {error && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
