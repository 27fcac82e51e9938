// PUT /api/candidate/ui-settings/guide: the guide has been shown to this candidate (spec §4: once after the first sign-in).
import { api } from '../../../lib/api-client';

export async function markGuideSeen(seen = true): Promise<void> {
  await api.put<unknown>('/api/candidate/ui-settings/guide', { seen });
}
