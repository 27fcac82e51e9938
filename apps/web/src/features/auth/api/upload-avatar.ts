// Avatar upload: multipart POST /api/profile/avatar (the JSON API client does not send files, so this uses fetch with
// the same bearer token and the same error rules).
import { STORAGE_KEYS } from '@portal/shared/constants';
import type { TProfile } from '@portal/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth-store';
import { readString } from '../../../lib/storage';
import { getProfileQueryOptions } from './get-profile';

export async function uploadAvatar(file: File): Promise<TProfile> {
  const body = new FormData();
  body.append('file', file);
  const token = readString(STORAGE_KEYS.jwt);
  let response: Response;
  try {
    response = await fetch('/api/profile/avatar', {
      method: 'POST',
      body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(undefined, 0);
  }
  const json = (await response.json().catch(() => null)) as { status?: boolean; message?: string; data?: TProfile } | null;
  if (response.status === 401) clearSession();
  if (!response.ok || !json?.status || !json.data) throw new ApiError(json?.message, response.status);
  return json.data;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => queryClient.setQueryData(getProfileQueryOptions().queryKey, profile),
  });
}
