// spec §7: POST /api/auth/reset-password {email} — e-mails a reset code.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function resetPassword(email: string): Promise<string | undefined> {
  return (await api.post<unknown>('/api/auth/reset-password', { email })).message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
