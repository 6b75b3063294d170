import { queryOptions, useQuery } from '@tanstack/react-query';
import { zoneArticlesResponseSchema, type ZoneArticlesResponse } from '@wellbeing/shared/schemas/articles';
import type { Zone } from '@wellbeing/shared/zones';
import { apiFetch } from '../../../lib/api-client';

export async function getZoneArticles(zone: Zone): Promise<ZoneArticlesResponse> {
  return zoneArticlesResponseSchema.parse(await apiFetch<unknown>(`/api/zones/${zone}/articles`));
}

export const zoneArticlesQuery = (zone: Zone) => queryOptions({ queryKey: ['articles', 'zone', zone], queryFn: () => getZoneArticles(zone) });

export function useZoneArticles(zone: Zone) {
  return useQuery(zoneArticlesQuery(zone));
}
