// POST /api/candidate/update {email, org, specialties} (spec §7): the specialty picker's save. spec §8: success shows
// the server message or "updated Successfully"; failure the server message or "Something went wrong".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { candidateProfileQueryOptions } from './get-candidate-profile';

/** The candidate's e-mail and the whole specialties list (the placeholder replaced by the chosen values). */
export type CandidateUpdate = { email: string; specialties: string[] };

export const UPDATE_SUCCESS_DEFAULT = 'updated Successfully';
export const UPDATE_FAILURE_DEFAULT = 'Something went wrong';

export async function updateCandidate(update: CandidateUpdate): Promise<string> {
  const response = await api.post<unknown>('/api/candidate/update', update);
  return response.message || UPDATE_SUCCESS_DEFAULT;
}

/** spec §8: the server's message when it gave one, else "Something went wrong". */
export function updateFailureMessage(error: unknown): string {
  return error instanceof ApiError && !error.isDefaultMessage ? error.message : UPDATE_FAILURE_DEFAULT;
}

export function useUpdateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCandidate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: candidateProfileQueryOptions().queryKey }),
  });
}
