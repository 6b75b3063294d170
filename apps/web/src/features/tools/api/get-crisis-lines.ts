import { queryOptions, useQuery } from '@tanstack/react-query';
import { seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import { crisisLineFromSeed, crisisLinesResponseSchema, type CrisisLineView } from '@wellbeing/shared/schemas/tools';

/**
 * The crisis lines for the tools' "reach out now" message: the admins' current list, or the list built
 * into the app when it cannot be loaded. Never fails, so that message always has numbers in it.
 */
export async function getCrisisLinesForTools(): Promise<CrisisLineView[]> {
  try {
    const response = await fetch('/api/crisis-lines', { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal: AbortSignal.timeout(6_000) });
    if (response.ok) return crisisLinesResponseSchema.parse(await response.json()).lines;
  } catch {
    // fall through to the built-in list
  }
  return seedCrisisLines.map(crisisLineFromSeed);
}

export const toolsCrisisLinesQuery = () => queryOptions({ queryKey: ['tools', 'crisis-lines'], queryFn: getCrisisLinesForTools, staleTime: 5 * 60_000 });

export function useCrisisLinesForTools() {
  return useQuery(toolsCrisisLinesQuery());
}
