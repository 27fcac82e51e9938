// spec §7: reset-password-verify, form-encoded {code, org, otp}: code is the organisation code kept in local storage
// `code`, otp the e-mailed code; the e-mail kept in local storage `email` names the account. Answers a reset grant.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function verifyResetCode(input: { email: string; otp: string; code: string }): Promise<string> {
  const response = await api.postForm<{ resetToken: string }>('/api/auth/reset-password-verify', input);
  return response.data.resetToken;
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
