import { useQuery } from '@tanstack/react-query';
import { healthResponseSchema } from '@wellbeing/shared/schemas/health';
import { apiFetch } from '../../lib/api-client';

async function getHealth() {
  return healthResponseSchema.parse(await apiFetch<unknown>('/api/health', { timeoutMs: 4_000 }));
}

/** Development only (spec section 1): tells whether the API in this workspace answers. */
export function DevBanner() {
  const health = useQuery({ queryKey: ['health'], queryFn: getHealth, refetchInterval: 5_000, retry: false, staleTime: 0 });
  const connected = health.isSuccess && !health.isError;
  if (health.isPending) return null;
  return (
    <div
      role="status"
      data-testid="dev-banner"
      style={{ background: 'var(--harbour-banner-bg)', color: 'var(--harbour-banner-fg)', padding: '0.25rem 1rem', fontSize: '0.875rem', textAlign: 'center' }}
    >
      {connected ? 'Preview backend running in this workspace.' : 'Preview backend disconnected.'}
    </div>
  );
}
