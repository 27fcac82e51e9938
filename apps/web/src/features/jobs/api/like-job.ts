// Like or unlike a job: PUT /api/job/:id/like {liked}. The heart changes at once and goes back if the call fails.
import { type MutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { likedJobIdsQueryOptions } from './get-liked-job-ids';

export type LikeChange = { jobId: string; liked: boolean };

export async function likeJob({ jobId, liked }: LikeChange): Promise<LikeChange> {
  return (await api.put<LikeChange>(`/api/job/${encodeURIComponent(jobId)}/like`, { liked })).data;
}

/** What a like does besides its call: the heart changes at once, goes back if the call fails, and the lists refresh. */
function likeJobOptions(queryClient: QueryClient): MutationOptions<LikeChange, Error, LikeChange, { before: string[] | undefined }> {
  const likesKey = likedJobIdsQueryOptions().queryKey;
  return {
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
  };
}

/** A like with its state (pending, error), for a page with one heart (the job's page). */
export function useLikeJob() {
  return useMutation(likeJobOptions(useQueryClient()));
}

/**
 * A like started by a click, for the hearts of a page of cards: the same like, without a mutation observer per card
 * (one per heart was kept up to date on every render of every card, and no card shows a like's state).
 */
export function useToggleLike(): (change: LikeChange) => Promise<LikeChange> {
  const queryClient = useQueryClient();
  return useCallback(
    (change: LikeChange) => queryClient.getMutationCache().build(queryClient, queryClient.defaultMutationOptions(likeJobOptions(queryClient))).execute(change),
    [queryClient],
  );
}
