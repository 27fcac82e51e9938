// PUT /api/candidate/application/:section {data, draft?, notApplicable?}: one section saved on its own. A draft keeps
// a half-filled section; a complete save is validated whole by the server.
import type { SectionKey, TApplication, TSaveSectionBody } from '@portal/shared/application/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { applicationQueryOptions } from './get-application';
import { candidateProfileQueryOptions } from './get-candidate-profile';
import { GAP_SECTIONS, gapsQueryOptions } from './get-gaps';

export type SaveSection = { section: SectionKey } & TSaveSectionBody;

const isApplication = (value: unknown): value is TApplication =>
  Boolean(value && typeof value === 'object' && 'sections' in value && 'step' in value);

export async function saveSection({
  section,
  ...body
}: SaveSection): Promise<{ application: TApplication | null; message?: string }> {
  const response = await api.put<unknown>(`/api/candidate/application/${encodeURIComponent(section)}`, body);
  return { application: isApplication(response.data) ? response.data : null, message: response.message };
}

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSection,
    onSuccess: ({ application }, { draft, section }) => {
      if (application) queryClient.setQueryData(applicationQueryOptions().queryKey, application);
      else void queryClient.invalidateQueries({ queryKey: applicationQueryOptions().queryKey });
      // A complete section changes the profile's completion flags (the incomplete-profile banner).
      if (!draft) void queryClient.invalidateQueries({ queryKey: candidateProfileQueryOptions().queryKey });
      // Dates of education, work and service, and the explanations, change the gaps found.
      if (GAP_SECTIONS.includes(section)) void queryClient.invalidateQueries({ queryKey: gapsQueryOptions().queryKey });
    },
  });
}
