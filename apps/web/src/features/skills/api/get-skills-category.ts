// GET /api/auth/get-skillsCategory (spec §7): the catalogue by category, checklists and timed tests, named in the page's
// language (sent as Accept-Language).
import type { TSkillsCategory } from '@portal/shared/skills';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentOrg } from '../../../lib/api-client';

export async function getSkillsCategory(anonymous: boolean): Promise<TSkillsCategory[]> {
  const org = anonymous ? currentOrg() : undefined;
  return (await api.get<TSkillsCategory[]>(`/api/auth/get-skillsCategory${org ? `?org=${encodeURIComponent(org)}` : ''}`, { anonymous })).data;
}

export const skillsCategoryQueryOptions = (anonymous: boolean, language: string) =>
  queryOptions({ queryKey: ['skills', 'category', { anonymous }, language], queryFn: () => getSkillsCategory(anonymous), placeholderData: keepPreviousData });

export function useSkillsCategory(anonymous: boolean, language: string) {
  return useQuery(skillsCategoryQueryOptions(anonymous, language));
}
