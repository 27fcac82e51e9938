// spec §7: POST api/candidate/submission/add with an array body (one entry per job; the client adds org to each).
import type { TSubmission } from '@portal/shared/schemas/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function submitToJob(jobId: string): Promise<TSubmission[]> {
  return (await api.postArray<TSubmission[]>('/api/candidate/submission/add', [{ jobId }])).data;
}

export function useSubmitToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitToJob,
    onSuccess: (_data, jobId) => {
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'job', jobId] });
      void queryClient.invalidateQueries({ queryKey: ['submissions'] });
    },
  });
}
