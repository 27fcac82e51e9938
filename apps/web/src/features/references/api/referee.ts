// The referee's calls (public, no account, no stored token): open the invitation of the e-mailed link, then answer once.
import type { TRefereeAnswer, TRefereeInvitation } from '@portal/shared/schemas/references';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function openInvitation(token: string): Promise<TRefereeInvitation> {
  return (await api.postNoOrg<TRefereeInvitation>('/api/reference/verify/open', { token }, { anonymous: true })).data;
}

/** Opening marks the request "opened"; it never spends the link, so it is safe to repeat. */
export function useInvitation(token: string) {
  return useQuery({ queryKey: ['referee', 'invitation', token], queryFn: () => openInvitation(token), enabled: Boolean(token), retry: false, staleTime: Infinity });
}

export async function answerReference(answer: TRefereeAnswer): Promise<string | undefined> {
  return (await api.postNoOrg<unknown>('/api/reference/verify', answer, { anonymous: true })).message;
}

export function useAnswerReference() {
  return useMutation({ mutationFn: answerReference });
}
