// The availability check of the sign-up e-mail field (spec §7: "not shown"). It never tells whether an account
// exists (sign-up itself does not), only whether the address can be used.
import { api } from '../../../lib/api-client';

export async function checkEmailAvailability(email: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api.postNoOrg<{ isDeliverable: boolean; isAvailable: boolean }>(
    '/api/auth/checkEmailAvailability',
    { email },
    { signal },
  );
  return response.data.isAvailable;
}
