// The new-password page's call (spec §3 Reset: newpas, retypepas), spending the grant from the code check.
import type { TNewPasswordForm } from '@portal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function setNewPassword(input: TNewPasswordForm & { resetToken: string }): Promise<string | undefined> {
  return (await api.postNoOrg<unknown>('/api/auth/new-password', input)).message;
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
