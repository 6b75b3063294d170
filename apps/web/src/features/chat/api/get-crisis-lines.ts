import { queryOptions, useQuery } from '@tanstack/react-query';
import { crisisLineFromSeed, seedCrisisLines } from '@wellbeing/shared/crisis-lines';
import type { CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { parseCrisisLinesResponse } from '@wellbeing/shared/start-up-guards';
import { apiFetch } from '../../../lib/api-client';

/**
 * The crisis lines as admins keep them; the ones built into the app when they cannot be loaded, so the
 * crisis response is never without numbers.
 */
export async function getChatCrisisLines(): Promise<CrisisLineView[]> {
  try {
    const answer = parseCrisisLinesResponse(await apiFetch<unknown>('/api/crisis-lines', { timeoutMs: 5_000 }));
    if (answer && answer.lines.length > 0) return answer.lines;
  } catch {
    // fall through to the built-in lines
  }
  return seedCrisisLines.map(crisisLineFromSeed);
}

export const chatCrisisLinesQuery = () => queryOptions({ queryKey: ['chat', 'crisis-lines'], queryFn: getChatCrisisLines, staleTime: 5 * 60_000 });

export function useChatCrisisLines() {
  return useQuery({ ...chatCrisisLinesQuery(), placeholderData: () => seedCrisisLines.map(crisisLineFromSeed) });
}
