import { Paper, SimpleGrid, Text } from '@mantine/core';
import { ROLE_LABELS, ROLES } from '@wellbeing/shared/roles';
import { RECENT_RATINGS_DAYS } from '@wellbeing/shared/schemas/admin';
import { ZONE_LABELS, ZONES } from '@wellbeing/shared/zones';
import { useOverview } from '../api/get-overview';
import { AdminPanel, ErrorState, LoadingState } from './section-states';
import { SignupsChart } from './signups-chart';

function Stat({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

function CountList({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  return (
    <div>
      <Text fw={600} mb={6}>
        {title}
      </Text>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.25rem 1rem' }}>
        {rows.map((row) => (
          <div key={row.label} style={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd style={{ margin: 0, fontWeight: 600, textAlign: 'right' }}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function OverviewSection() {
  const overview = useOverview();
  let content;
  if (overview.isPending) content = <LoadingState label="Loading the overview" lines={6} />;
  else if (overview.isError) content = <ErrorState what="the overview" error={overview.error} onRetry={() => void overview.refetch()} isRetrying={overview.isFetching} />;
  else {
    const o = overview.data;
    content = (
      <>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stat label="People" value={o.totalUsers} testId="stat-people" />
          <Stat label="Waiting for verification" value={o.pendingVerifications} testId="stat-pending" />
          <Stat label={`Ratings in the last ${RECENT_RATINGS_DAYS} days`} value={o.ratingsLast30Days} />
          <Stat label="Banned accounts" value={o.bannedUsers} />
        </SimpleGrid>
        <SignupsChart weeks={o.signupsPerWeek} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <CountList title="People by role" rows={ROLES.map((r) => ({ label: ROLE_LABELS[r], value: o.usersByRole[r] ?? 0 }))} />
          <CountList title="Articles by zone" rows={ZONES.map((z) => ({ label: ZONE_LABELS[z], value: o.articlesByZone[z] ?? 0 }))} />
        </SimpleGrid>
      </>
    );
  }
  return (
    <AdminPanel id="overview" title="Overview" description="Harbour at a glance. Counts are live; sign-up weeks start on Monday (UTC).">
      {content}
    </AdminPanel>
  );
}
