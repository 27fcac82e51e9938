// The candidate's e-mails are written in the language they read the portal in (decision 042): when a signed-in
// candidate picks another language, the server is told (a sign-in tells it too, through the request's
// Accept-Language). Signed out, the choice stays on the device until the next sign-in.
import { api } from './api-client';
import { getAuth } from './auth-store';

export async function rememberLanguage(language: string): Promise<void> {
  if (!getAuth().token) return;
  // Best effort: the page is already in the new language; the next sign-in tells the server again.
  await api.put('/api/account/language', { language }).catch(() => undefined);
}
