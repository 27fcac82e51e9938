// POST /api/candidate/application/submit: the finished application is sent to the agency (then /success).
import type { TApplication } from '@portal/shared/application/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationQueryOptions } from './get-application';
import { candidateProfileQueryOptions } from './get-candidate-profile';

export async function submitApplication(): Promise<unknown> {
  return (await api.post<TApplication | unknown>('/api/candidate/application/submit', {})).data;
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // Awaited: /success shows only an application whose submission is known, so the refreshed one must be in first.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: candidateProfileQueryOptions().queryKey }),
      ]),
  });
}
