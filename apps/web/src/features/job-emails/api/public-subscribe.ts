// The public /subcribe page (sic, spec §2): POST /api/subcribe e-mails a confirmation link; the link's page reads the
// magic subscribe data (spec §3) with GET /api/subcribe/confirm and turns the alerts on with POST.
import type { TPublicSubscribeBody, TSubscriptionCriteria } from '@portal/shared/schemas/job-emails';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function publicSubscribe(body: TPublicSubscribeBody): Promise<string> {
  // The brand of the public page names the organisation (api.post adds org).
  return (await api.post<never>('/api/subcribe', body, { anonymous: true })).message ?? '';
}

export function usePublicSubscribe() {
  return useMutation({ mutationFn: publicSubscribe });
}

export type MagicSubscribeData = { email: string; brand: string; postalAddress: string | null; criteria: TSubscriptionCriteria };

export async function getMagicSubscribeData(token: string, signal?: AbortSignal): Promise<MagicSubscribeData> {
  return (await api.get<MagicSubscribeData>(`/api/subcribe/confirm?token=${encodeURIComponent(token)}`, { signal, anonymous: true })).data;
}

export const magicSubscribeQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['job-emails', 'magic-subscribe', token], queryFn: ({ signal }) => getMagicSubscribeData(token, signal), retry: false });

export function useMagicSubscribeData(token: string) {
  return useQuery({ ...magicSubscribeQueryOptions(token), enabled: Boolean(token) });
}

export async function confirmSubscribe(token: string): Promise<string> {
  return (await api.postNoOrg<never>('/api/subcribe/confirm', { token }, { anonymous: true })).message ?? '';
}

export function useConfirmSubscribe() {
  return useMutation({ mutationFn: confirmSubscribe });
}
