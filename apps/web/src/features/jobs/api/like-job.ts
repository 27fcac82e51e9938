// Like or unlike a job: PUT /api/job/:id/like {liked}. The heart changes at once and goes back if the call fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { likedJobIdsQueryOptions } from './get-liked-job-ids';

export type LikeChange = { jobId: string; liked: boolean };

export async function likeJob({ jobId, liked }: LikeChange): Promise<LikeChange> {
  return (await api.put<LikeChange>(`/api/job/${encodeURIComponent(jobId)}/like`, { liked })).data;
}

export function useLikeJob() {
  const queryClient = useQueryClient();
  const likesKey = likedJobIdsQueryOptions().queryKey;
  return useMutation({
    mutationFn: likeJob,
    onMutate: async ({ jobId, liked }) => {
      await queryClient.cancelQueries({ queryKey: likesKey });
      const before = queryClient.getQueryData(likesKey);
      queryClient.setQueryData(likesKey, (ids = []) => (liked ? [jobId, ...ids.filter((id) => id !== jobId)] : ids.filter((id) => id !== jobId)));
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(likesKey, context?.before),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: likesKey });
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'favorites'] });
    },
  });
}
