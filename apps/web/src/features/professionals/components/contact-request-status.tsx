import { Badge } from '@mantine/core';
import type { ContactRequestStatus } from '@wellbeing/shared/schemas/professionals';

/** Filled badges in shades that keep 4.5:1 text contrast in both colour schemes. */
const STATUS: Record<ContactRequestStatus, { label: string; color: string; text?: string }> = {
  pending: { label: 'Waiting for an answer', color: 'yellow.3', text: 'dark.9' },
  accepted: { label: 'Accepted', color: 'harbour.7' },
  declined: { label: 'Declined', color: 'gray.7' },
};

export function ContactRequestStatusBadge({ status }: { status: ContactRequestStatus }) {
  const badge = STATUS[status];
  return (
    <Badge color={badge.color} variant="filled" {...(badge.text ? { c: badge.text } : {})} data-status={status}>
      {badge.label}
    </Badge>
  );
}
