import { queryOptions, useQuery } from '@tanstack/react-query';
import { seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import { crisisLineFromSeed, crisisLinesResponseSchema, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { apiFetch } from '../../../lib/api-client';

/**
 * The crisis lines as admins keep them; the ones built into the app when they cannot be loaded, so the
 * crisis response is never without numbers.
 */
export async function getChatCrisisLines(): Promise<CrisisLineView[]> {
  try {
    const { lines } = crisisLinesResponseSchema.parse(await apiFetch<unknown>('/api/crisis-lines', { timeoutMs: 5_000 }));
    if (lines.length > 0) return lines;
  } catch {
    // fall through to the built-in lines
  }
  return seedCrisisLines.map(crisisLineFromSeed);
}

export const chatCrisisLinesQuery = () => queryOptions({ queryKey: ['chat', 'crisis-lines'], queryFn: getChatCrisisLines, staleTime: 5 * 60_000 });

export function useChatCrisisLines() {
  return useQuery({ ...chatCrisisLinesQuery(), placeholderData: () => seedCrisisLines.map(crisisLineFromSeed) });
}
