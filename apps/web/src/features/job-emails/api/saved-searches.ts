// The candidate's saved searches, each with its own alert: GET /api/candidate/subscriptions (the list), POST (a new
// one), PUT /api/candidate/subscriptions/:id (change one: criteria, name, on or off), DELETE (remove one).
import type { TSubscription, TSubscriptionBody } from '@portal/shared/schemas/job-emails';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriptionQueryOptions } from './get-subscription';

export async function getSavedSearches(signal?: AbortSignal): Promise<TSubscription[]> {
  return (await api.get<TSubscription[]>('/api/candidate/subscriptions', { signal })).data;
}

export const savedSearchesQueryOptions = () => queryOptions({ queryKey: ['job-emails', 'saved-searches'], queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

/** A new saved search (id null) or a change to one; answers the saved search and the server's message. */
export async function saveSearch(id: string | null, body: TSubscriptionBody): Promise<{ data: TSubscription; message?: string }> {
  const response = id
    ? await api.put<TSubscription>(`/api/candidate/subscriptions/${encodeURIComponent(id)}`, body)
    : await api.post<TSubscription>('/api/candidate/subscriptions', body);
  return { data: response.data, message: response.message };
}

export async function deleteSearch(id: string): Promise<{ message?: string }> {
  const response = await api.delete<{ id: string }>(`/api/candidate/subscriptions/${encodeURIComponent(id)}`);
  return { message: response.message };
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions().queryKey });
    void queryClient.invalidateQueries({ queryKey: subscriptionQueryOptions().queryKey });
  };
}

export function useSaveSearch() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ id, body }: { id: string | null; body: TSubscriptionBody }) => saveSearch(id, body), onSuccess: refresh });
}

export function useDeleteSearch() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteSearch, onSuccess: refresh });
}
