import { Badge, Group, Text } from '@mantine/core';
import type { ProfessionalBadge } from '@wellbeing/shared/schemas/admin';
import { formatDay } from '../../../lib/format-date';

/** The "verified" badge of a professional, with the licence expiry; an expired licence shows no badge. */
export function ProfessionalStatus({ badge }: { badge: ProfessionalBadge }) {
  if (badge.verified && badge.licenceExpiry) {
    return (
      <Group gap={6} wrap="wrap" data-testid="verified-badge">
        <Badge color="harbour.7" variant="filled" size="sm">
          Verified
        </Badge>
        <Text span size="xs">
          until {formatDay(badge.licenceExpiry)}
        </Text>
      </Group>
    );
  }
  if (badge.licenceExpiry) {
    return (
      <Text span size="xs" c="dimmed">
        Licence expired {formatDay(badge.licenceExpiry)}
      </Text>
    );
  }
  return (
    <Text span size="xs" c="dimmed">
      Not verified
    </Text>
  );
}
