import { Badge, Group, Text } from '@mantine/core';
import type { Profile } from '@wellbeing/shared/schemas/account';
import { formatDay } from '../../../lib/format-date';

/**
 * A professional's "verified" badge with the licence expiry, as the server computes it (latest approved
 * licence not yet expired). An expired licence shows no badge, only when it ran out.
 */
export function ProfessionalBadge({ profile }: { profile: Profile }) {
  if (profile.role !== 'professional') return null;
  if (profile.verified && profile.licenceExpiry) {
    return (
      <Group gap={8} wrap="wrap" data-testid="profile-verified-badge">
        <Badge color="harbour.7" variant="filled" size="md">
          Verified professional
        </Badge>
        <Text span size="sm" fw={400}>
          Licence valid until {formatDay(profile.licenceExpiry)}
        </Text>
      </Group>
    );
  }
  return (
    <Text span size="sm" c="dimmed" fw={400} data-testid="profile-not-verified">
      {profile.licenceExpiry ? `Not verified: the licence expired on ${formatDay(profile.licenceExpiry)}.` : 'Not verified yet.'}
    </Text>
  );
}
