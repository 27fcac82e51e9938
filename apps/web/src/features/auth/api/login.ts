// spec §7: POST api/auth/login with the login values (type login | magic | google | facebook | linkedin) → status,
// data.token, email, org (and the profile). type=magic without a token asks for an e-mailed link instead.
import type { TSession } from '@portal/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type LoginBody =
  | { type: 'login'; email: string; password: string }
  | { type: 'magic'; email: string }
  | { type: 'magic'; token: string; password?: string }
  | { type: 'google' | 'facebook' | 'linkedin'; token: string; state: string; url?: string };

export type LoginResult = { session: TSession | null; message?: string };

export async function login(body: LoginBody): Promise<LoginResult> {
  const response = await api.post<TSession | { sent: true }>('/api/auth/login', body);
  const data = response.data;
  return { session: 'token' in data ? data : null, message: response.message };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
