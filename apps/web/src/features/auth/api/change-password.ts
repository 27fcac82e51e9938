// Change password (spec §3): oldPassword only when the account has one; otherwise the server e-mails a confirmation.
// With a password the server ends every session and answers a fresh one for this device.
import type { TChangePasswordForm, TSession } from '@portal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function changePassword(values: TChangePasswordForm): Promise<{ session: TSession | null; message?: string }> {
  const response = await api.postNoOrg<TSession | null>('/api/auth/change-password', values);
  return { session: response.data, message: response.message };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
