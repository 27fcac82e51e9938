// The one file drop zone of the portal (spec §2 "File drop zone", §5 upload rules, §8 upload messages, §9): a 250 px
// zone to drop or choose files, an "accepted" stripe (previews, download and remove buttons, upload progress) and a
// "rejected" stripe (each refused file with its reason), the spec §8 messages, and an upload message that hides after
// 4 s. The type and size checks here only spare the candidate a round trip: the server decides by the file's content.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import { DROPZONE_HEIGHT, UPLOAD_DEFAULT_FILE_LIMIT, UPLOAD_MAX_BYTES, UPLOAD_MESSAGE_HIDE_MS } from '@portal/shared/constants';
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { useTranslation } from '../lib/use-translation';

/** What a zone takes: documents (pdf, doc, docx — spec §5), images, or either. */
export type DropZoneAccept = 'document' | 'image' | 'documentOrImage';

const DOCUMENTS = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};
const IMAGES = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'], 'image/webp': ['.webp'] };
export const ACCEPT_TYPES: Record<DropZoneAccept, Record<string, string[]>> = {
  document: DOCUMENTS,
  image: IMAGES,
  documentOrImage: { ...DOCUMENTS, ...IMAGES },
};

/** A file already held (uploaded, or chosen and waiting to be saved). */
export type DropZoneItem = {
  id: string;
  name: string;
  size: number;
  /** An image preview (object URL or address). */
  previewUrl?: string | null;
};

export type RejectedFile = { name: string; size: number; reason: RejectReason };
export type RejectReason = 'tooBig' | 'wrongType' | 'tooMany';

/**
 * Sorts chosen files into accepted and rejected (spec §4 "files beyond limit rejected", §5 size and type): a file is
 * refused for its type first, then its size, then when the zone would hold more than `limit` files.
 */
export function sortFiles(
  files: Array<{ name: string; size: number; type: string }>,
  options: { accept: DropZoneAccept; held: number; limit: number; maxBytes: number },
): { accepted: number[]; rejected: Array<{ index: number; reason: RejectReason }> } {
  const types = ACCEPT_TYPES[options.accept];
  const accepted: number[] = [];
  const rejected: Array<{ index: number; reason: RejectReason }> = [];
  files.forEach((file, index) => {
    const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
    const typeOk = Object.entries(types).some(([mime, extensions]) => file.type === mime || extensions.includes(extension));
    if (!typeOk) rejected.push({ index, reason: 'wrongType' });
    else if (file.size > options.maxBytes) rejected.push({ index, reason: 'tooBig' });
    else if (options.held + accepted.length >= options.limit) rejected.push({ index, reason: 'tooMany' });
    else accepted.push(index);
  });
  return { accepted, rejected };
}

/** The spec §8 message of a refusal (English byte for byte through the `uploads` namespace). */
export function rejectionMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  reason: RejectReason,
  accept: DropZoneAccept,
  limit: number,
): string {
  if (reason === 'tooBig') return t('tooBig');
  if (reason === 'tooMany') return t('tooMany', { limit });
  return t(accept === 'image' ? 'wrongImage' : accept === 'document' ? 'wrongDocument' : 'wrongDocumentOrImage');
}

export function formatBytes(size: number, lng: string): string {
  if (size < 1_000) return `${size} B`;
  if (size < 1_000_000) return `${new Intl.NumberFormat(lng, { maximumFractionDigits: 0 }).format(size / 1_000)} kB`;
  return `${new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(size / 1_000_000)} MB`;
}

export type FileDropZoneProps = {
  /** Visible name of the zone (also the file input's name). */
  label: string;
  accept: DropZoneAccept;
  /** Files the zone holds now (the accepted stripe). */
  items: DropZoneItem[];
  /** Newly chosen files that passed the checks. */
  onAccept: (files: File[]) => void;
  onRemove?: (item: DropZoneItem) => void;
  onDownload?: (item: DropZoneItem) => void;
  /** spec §9: 3 unless said otherwise. */
  limit?: number;
  maxBytes?: number;
  /** Upload under way: a percentage, or true when the size of the work is unknown. */
  progress?: number | boolean | null;
  /** Result of the last upload, shown for 4 s (spec §9). A new object shows again. */
  message?: { severity: 'success' | 'error'; text: string } | null;
  hint?: string;
  disabled?: boolean;
  /** Extra attributes of the file input (e.g. a data-testid). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  /** Shown beside the stripes (e.g. a save button). */
  actions?: ReactNode;
  /** 250 px (spec §9) unless a smaller zone suits the place (the avatar). */
  height?: number;
};

export function FileDropZone({
  label,
  accept,
  items,
  onAccept,
  onRemove,
  onDownload,
  limit = UPLOAD_DEFAULT_FILE_LIMIT,
  maxBytes = UPLOAD_MAX_BYTES,
  progress = null,
  message = null,
  hint,
  disabled = false,
  inputProps,
  actions,
  height = DROPZONE_HEIGHT,
}: FileDropZoneProps) {
  const { t, i18n } = useTranslation('uploads');
  const ids = { label: useId(), hint: useId() };
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  // spec §9: the upload message hides after 4 s (a new message object shows again).
  const [hiddenMessage, setHiddenMessage] = useState<FileDropZoneProps['message']>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setHiddenMessage(message), UPLOAD_MESSAGE_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const shownMessage = message && message !== hiddenMessage ? message : null;

  const onDrop = (chosen: File[], refused: FileRejection[]) => {
    const all = [...chosen, ...refused.map((rejection) => rejection.file)];
    const sorted = sortFiles(all, { accept, held: items.length, limit, maxBytes });
    setRejected(sorted.rejected.map(({ index, reason }) => ({ name: all[index]!.name, size: all[index]!.size, reason })));
    const accepted = sorted.accepted.map((index) => all[index]!);
    if (accepted.length) onAccept(accepted);
  };

  const full = items.length >= limit;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop,
    multiple: limit > 1,
    noClick: true,
    noKeyboard: true,
    disabled,
    // Every check is ours (sortFiles), so refusals carry the spec's reasons in one order.
    validator: () => null,
  });

  const messages = [...new Set(rejected.map((file) => rejectionMessage(t, file.reason, accept, limit)))];
  const lng = i18n.language;
  const uploading = progress !== null && progress !== false;

  return (
    <Stack spacing={1.5} data-testid="file-drop-zone">
      <Box
        {...getRootProps()}
        role="group"
        aria-labelledby={ids.label}
        aria-describedby={ids.hint}
        sx={{
          height,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          p: 2,
          textAlign: 'center',
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: isDragActive ? 'action.hover' : 'background.default',
          transition: 'border-color 150ms, background-color 150ms',
        }}
      >
        <input {...getInputProps()} {...inputProps} aria-label={inputProps?.['aria-label'] ?? label} />
        <CloudUploadIcon color="action" sx={{ fontSize: 40 }} aria-hidden />
        <Typography id={ids.label} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography id={ids.hint} variant="body2" color="text.secondary">
          {hint ?? t(`hint.${accept}`)} {t('limit', { count: limit })}
        </Typography>
        <Button variant="outlined" onClick={open} disabled={disabled || full || uploading}>
          {t('choose')}
        </Button>
        {full && (
          <Typography variant="caption" color="text.secondary">
            {t('full')}
          </Typography>
        )}
      </Box>
      {uploading && (
        <Box>
          <Typography variant="body2" color="text.secondary" id={`${ids.label}-progress`}>
            {typeof progress === 'number' ? t('uploadingPercent', { percent: Math.round(progress) }) : t('uploading')}
          </Typography>
          <LinearProgress
            aria-labelledby={`${ids.label}-progress`}
            variant={typeof progress === 'number' ? 'determinate' : 'indeterminate'}
            value={typeof progress === 'number' ? progress : undefined}
          />
        </Box>
      )}
      {items.length > 0 && (
        <Box
          component="section"
          aria-label={t('acceptedStripe')}
          data-testid="accepted-files"
          sx={{ borderLeft: 4, borderColor: 'success.main', pl: 1.5, py: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          <Typography variant="overline" color="success.dark" component="h3" sx={{ lineHeight: 2 }}>
            {t('accepted')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <Stack component="li" key={item.id} direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                {item.previewUrl ? (
                  <Box
                    component="img"
                    src={item.previewUrl}
                    alt=""
                    sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                  />
                ) : (
                  <InsertDriveFileIcon color="action" aria-hidden sx={{ width: 40, flexShrink: 0 }} />
                )}
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" noWrap title={item.name}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatBytes(item.size, lng)}
                  </Typography>
                </Box>
                {onDownload && (
                  <IconButton onClick={() => onDownload(item)} aria-label={t('download', { name: item.name })}>
                    <DownloadIcon />
                  </IconButton>
                )}
                {onRemove && (
                  <IconButton onClick={() => onRemove(item)} aria-label={t('remove', { name: item.name })} disabled={disabled}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
      {rejected.length > 0 && (
        <Box
          component="section"
          aria-label={t('rejectedStripe')}
          data-testid="rejected-files"
          sx={{ borderLeft: 4, borderColor: 'error.main', pl: 1.5, py: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}
        >
          <Typography variant="overline" color="error.dark" component="h3" sx={{ lineHeight: 2 }}>
            {t('rejected')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rejected.map((file, index) => (
              <Typography component="li" variant="body2" key={`${file.name}-${index}`} sx={{ overflowWrap: 'anywhere' }}>
                {file.name} ({formatBytes(file.size, lng)})
              </Typography>
            ))}
          </Stack>
        </Box>
      )}
      {messages.map((text) => (
        <Alert key={text} severity="error" role="alert">
          {text}
        </Alert>
      ))}
      {shownMessage && (
        <Alert
          severity={shownMessage.severity}
          role={shownMessage.severity === 'error' ? 'alert' : 'status'}
          data-testid="upload-message"
        >
          {shownMessage.text}
        </Alert>
      )}
      {actions}
    </Stack>
  );
}
