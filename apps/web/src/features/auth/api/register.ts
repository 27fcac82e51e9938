// Sign-up (spec §3 Register; the call is "not shown" in spec §7): POST /api/auth/register. The server e-mails a link
// that confirms the address and signs in; it answers the same message for every address.
import type { TSignUpForm } from '@portal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RegisterBody = TSignUpForm & { utm_campaign?: string; source?: string };

export async function register(body: RegisterBody): Promise<string | undefined> {
  const response = await api.post<unknown>('/api/auth/register', body);
  return response.message;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
