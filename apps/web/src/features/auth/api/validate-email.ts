// spec §7: POST api/auth/validateEmailAddress {email} → {status, data:{isDeliverable}} (the e-mail field on blur).
import { api } from '../../../lib/api-client';

export async function validateEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const response = await api.postNoOrg<{ isDeliverable: boolean }>('/api/auth/validateEmailAddress', { email }, { signal });
  return response.data.isDeliverable;
}
