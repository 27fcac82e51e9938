// GET /api/candidate/subscription → the subscription (saved, or pre-filled from the application's preferences).
import type { TSubscription } from '@portal/shared/schemas/job-emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getSubscription(signal?: AbortSignal): Promise<TSubscription> {
  return (await api.get<TSubscription>('/api/candidate/subscription', { signal })).data;
}

export const subscriptionQueryOptions = () => queryOptions({ queryKey: ['job-emails', 'subscription'], queryFn: ({ signal }) => getSubscription(signal) });

export function useSubscription() {
  return useQuery(subscriptionQueryOptions());
}
