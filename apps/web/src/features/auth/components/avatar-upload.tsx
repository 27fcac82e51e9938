import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@portal/shared/schemas/auth';
import { UPLOAD_MAX_BYTES } from '@portal/shared/schemas/uploads';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { avatarUrl } from '../../../lib/auth-store';
import { useUploadAvatar } from '../api/upload-avatar';
import { storeProfile } from '../session';

const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'], 'image/webp': ['.webp'] };

/**
 * Avatar with a preview of the chosen image before it is saved; images only, at most the upload limit of spec §9 with
 * spec §8's message (checked again by the server, which stores the image re-encoded).
 */
export function AvatarUpload({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('auth');
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);

  // The preview URL is made when a file is chosen and released when replaced or when the page goes.
  const previewRef = useRef<string | null>(null);
  const choose = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setPreview(previewRef.current);
    setFile(next);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const { getRootProps, getInputProps, open } = useDropzone({
    accept: ACCEPT,
    maxSize: UPLOAD_MAX_BYTES,
    multiple: false,
    noClick: true,
    onDrop: (accepted, rejections) => {
      setRejected(rejections.length ? (rejections[0]?.errors[0]?.code === 'file-too-large' ? t('avatarTooBig') : t('avatarWrongType')) : null);
      choose(accepted[0] ?? null);
    },
  });

  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: (saved) => {
        storeProfile(saved);
        choose(null);
        enqueueSnackbar(t('avatarSaved'), { variant: 'success' });
      },
    });

  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <Box {...getRootProps()} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <input {...getInputProps()} aria-label={t('avatarInput')} data-testid="avatar-input" />
      <Avatar
        src={preview ?? avatarUrl(profile.avatar) ?? undefined}
        alt={name}
        sx={{ width: 96, height: 96, fontSize: 32 }}
        data-testid={preview ? 'avatar-preview' : 'avatar-current'}
      >
        {`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('avatarHint')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={open}>
            {t('chooseImage')}
          </Button>
          {file && (
            <Button variant="contained" onClick={save} disabled={upload.isPending}>
              {t('saveImage')}
            </Button>
          )}
        </Stack>
        {(rejected || upload.isError) && (
          <Alert severity="error" role="alert">
            {rejected ?? errorMessage(upload.error)}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
