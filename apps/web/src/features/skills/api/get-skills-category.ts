// GET /api/auth/get-skillsCategory (spec §7): the catalogue by category, checklists and timed tests.
import type { TSkillsCategory } from '@portal/shared/skills';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, currentOrg } from '../../../lib/api-client';

export async function getSkillsCategory(anonymous: boolean): Promise<TSkillsCategory[]> {
  const org = anonymous ? currentOrg() : undefined;
  return (await api.get<TSkillsCategory[]>(`/api/auth/get-skillsCategory${org ? `?org=${encodeURIComponent(org)}` : ''}`, { anonymous })).data;
}

export const skillsCategoryQueryOptions = (anonymous = false) =>
  queryOptions({ queryKey: ['skills', 'category', { anonymous }], queryFn: () => getSkillsCategory(anonymous) });

export function useSkillsCategory(anonymous = false) {
  return useQuery(skillsCategoryQueryOptions(anonymous));
}
