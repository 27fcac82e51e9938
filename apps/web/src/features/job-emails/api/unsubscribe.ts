// The unsubscribe link of an alert: GET /api/unsubscribe (what the page shows) and POST /api/unsubscribe
// (unsubscribe, or receive the e-mails less often). Public: no token is sent.
import type { TFrequency } from '@portal/shared/schemas/job-emails';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UnsubscribeInfo = { email: string; brand: string; frequency: TFrequency; unsubscribed: boolean };

export async function getUnsubscribeInfo(token: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return (await api.get<UnsubscribeInfo>(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { signal, anonymous: true })).data;
}

export const unsubscribeInfoQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['job-emails', 'unsubscribe', token], queryFn: ({ signal }) => getUnsubscribeInfo(token, signal), retry: false });

export function useUnsubscribeInfo(token: string) {
  return useQuery({ ...unsubscribeInfoQueryOptions(token), enabled: Boolean(token) });
}

export type UnsubscribeAction = { token: string; action: 'unsubscribe' | 'frequency'; frequency?: TFrequency };

export async function applyUnsubscribe(body: UnsubscribeAction): Promise<{ changed: boolean; message: string }> {
  const response = await api.postNoOrg<{ changed: boolean }>('/api/unsubscribe', body, { anonymous: true });
  return { changed: response.data.changed, message: response.message ?? '' };
}

export function useApplyUnsubscribe() {
  return useMutation({ mutationFn: applyUnsubscribe });
}
