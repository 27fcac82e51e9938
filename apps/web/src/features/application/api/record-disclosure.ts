// POST /api/candidate/application/backgroundCheck/disclosure: the candidate read the background-check disclosure on
// its own screen (FCRA); the background-check form opens after it.
import type { TApplication } from '@portal/shared/application/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationQueryOptions } from './get-application';

export async function recordDisclosure(): Promise<TApplication> {
  return (await api.post<TApplication>('/api/candidate/application/backgroundCheck/disclosure', {})).data;
}

export function useRecordDisclosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordDisclosure,
    onSuccess: (application) => queryClient.setQueryData(applicationQueryOptions().queryKey, application),
  });
}
