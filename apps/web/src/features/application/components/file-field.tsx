// A `file` field of a section: the portal's drop zone for the documents of the field's documentKind. An entry holds up to
// DOCUMENTS_PER_ENTRY files over all its file fields (spec §9 default file limit, per entry). Uploading sends each file
// to POST /api/candidate/documents at once, for this section and entry; the field keeps the new documents' ids.
import FormHelperText from '@mui/material/FormHelperText';
import { DOCUMENTS_PER_ENTRY, fileIdsOf, type Field, type SectionKey, type TDocument } from '@portal/shared/application/contract';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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
  /** The entry's id in a repeating section ('' in a single one): uploads are made for it and go with it. */
  entryId: string;
  /** Files the entry's other file fields hold (they count towards the entry's limit). */
  otherFiles: number;
  documents: TDocument[];
  error?: string;
  onChange: (documentIds: string[]) => void;
};

export function FileField({ section, field, value, entryId, otherFiles, documents, error, onChange }: Props) {
  const { t } = useTranslation(['application', 'uploads']);
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const label = t(`fields.${section}.${field.name}`, { ns: 'application', defaultValue: field.label });
  const help = field.help ? t(`help.${section}.${field.name}`, { ns: 'application', defaultValue: field.help }) : undefined;
  const ids = useMemo(() => fileIdsOf(value), [value]);
  // Uploads and removals that follow each other see the list as the last one left it.
  const current = useRef(ids);
  useLayoutEffect(() => {
    current.current = ids;
  }, [ids]);

  const held = useMemo(
    () =>
      ids.map((id) => {
        const document = documents.find((candidate) => candidate.id === id);
        // A document the list does not hold (yet) still shows as held.
        return { id, name: document?.filename ?? t('form.document', { ns: 'application' }), size: document?.size ?? 0 };
      }),
    [ids, documents, t],
  );

  const accept = async (files: File[]) => {
    for (const file of files) {
      try {
        const document = await upload.mutateAsync({ kind: field.documentKind, file, section, entry: entryId });
        current.current = [...current.current, document.id];
        onChange(current.current);
        setMessage({ severity: 'success', text: t('uploaded', { ns: 'uploads' }) });
      } catch (failure) {
        setMessage({ severity: 'error', text: errorMessage(failure) });
        return;
      }
    }
  };

  return (
    <div>
      <FileDropZone
        label={`${label}${field.required ? ' *' : ''}`}
        hint={help}
        accept={field.accept}
        limit={Math.max(DOCUMENTS_PER_ENTRY - otherFiles, ids.length, 1)}
        items={held}
        progress={upload.progress}
        message={message}
        inputProps={{ 'data-testid': `file-${section}-${field.name}` }}
        onAccept={(files) => void accept(files)}
        onRemove={(item) =>
          remove.mutate(item.id, {
            onSuccess: () => {
              current.current = current.current.filter((id) => id !== item.id);
              onChange(current.current);
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
