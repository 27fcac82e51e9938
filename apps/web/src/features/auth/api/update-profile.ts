// Profile update (spec §3 Profile): fName, lName, description, cell, office; the e-mail cannot change.
import type { TProfile, TProfileForm } from '@portal/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export async function updateProfile(values: TProfileForm): Promise<{ profile: TProfile; message?: string }> {
  const response = await api.put<TProfile>('/api/profile', values);
  return { profile: response.data, message: response.message };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => queryClient.setQueryData(getProfileQueryOptions().queryKey, profile),
  });
}
