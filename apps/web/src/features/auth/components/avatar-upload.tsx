import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TProfile } from '@portal/shared/schemas/auth';
import { useSnackbar } from '../../../lib/toast';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FileDropZone } from '../../../components/file-drop-zone';
import { errorMessage } from '../../../lib/api-client';
import { avatarUrl } from '../../../lib/auth-store';
import { useUploadAvatar } from '../api/upload-avatar';
import { storeProfile } from '../session';

/**
 * Avatar with a preview of the chosen image before it is saved, through the portal's one drop zone (spec §2): images
 * only, one file, at most the upload limit of spec §9 with spec §8's message (checked again by the server, which stores
 * the image re-encoded).
 */
export function AvatarUpload({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('auth');
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

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

  // The chosen file, held in the zone's accepted stripe until it is saved or removed.
  const items = useMemo(() => (file ? [{ id: 'chosen', name: file.name, size: file.size, previewUrl: preview }] : []), [file, preview]);
  const failure = useMemo(
    () => (upload.isError ? { severity: 'error' as const, text: errorMessage(upload.error) } : null),
    [upload.isError, upload.error],
  );

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
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Avatar
        src={preview ?? avatarUrl(profile.avatar) ?? undefined}
        alt={name}
        sx={{ width: 96, height: 96, fontSize: 32 }}
        data-testid={preview ? 'avatar-preview' : 'avatar-current'}
      >
        {`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <FileDropZone
          label={t('avatarInput')}
          hint={t('avatarHint')}
          accept="image"
          limit={1}
          items={items}
          onAccept={(files) => choose(files[0] ?? null)}
          onRemove={() => choose(null)}
          progress={upload.isPending}
          message={failure}
          inputProps={{ 'aria-label': t('avatarInput'), 'data-testid': 'avatar-input' }}
          actions={
            file && (
              <Box>
                <Button variant="contained" onClick={save} disabled={upload.isPending}>
                  {t('saveImage')}
                </Button>
              </Box>
            )
          }
        />
      </Box>
    </Box>
  );
}
