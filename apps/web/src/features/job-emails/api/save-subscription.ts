// PUT /api/candidate/subscription: criteria, frequency, and whether alerts are on.
import type { TSubscription, TSubscriptionBody } from '@portal/shared/schemas/job-emails';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function saveSubscription(body: TSubscriptionBody): Promise<{ data: TSubscription; message?: string }> {
  // The server takes exactly the subscription's fields (no org: the session names it).
  const response = await api.put<TSubscription>('/api/candidate/subscription', body);
  return { data: response.data, message: response.message };
}

export function useSaveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSubscription,
    onSuccess: ({ data }) => queryClient.setQueryData(['job-emails', 'subscription'], data),
  });
}
