import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { APPROACH_LABELS, LANGUAGE_LABELS, SPECIALTY_LABELS, type DirectoryEntry } from '@wellbeing/shared/schemas/professionals';
import { formatDay } from '../../../lib/format-date';
import { wrappingButtonStyles } from '../../../components/wrapping-button';

function meetingLine(p: DirectoryEntry): string {
  if (p.offersOnline && p.offersInPerson) return `Online, and in person in ${p.location ?? 'their area'}`;
  if (p.offersInPerson) return `In person in ${p.location ?? 'their area'}`;
  return p.location ? `Online (based in ${p.location})` : 'Online';
}

/** One verified professional in the directory, with the facts people choose by. */
export function ProfessionalCard({ professional: p, isSelf, onContact }: { professional: DirectoryEntry; isSelf: boolean; onContact: () => void }) {
  const headingId = `professional-${p.id}`;
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={headingId} data-testid="professional-card" data-professional-id={p.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {p.fullName}
            </Title>
            <Text c="dimmed">{p.title}</Text>
          </div>
          <Group gap={6}>
            {/* Filled badges in shades that keep 4.5:1 text contrast in both colour schemes. */}
            <Badge color="harbour.7" variant="filled" title={`Licence checked by Harbour, valid until ${formatDay(p.licenceExpiry)}`}>
              Verified
            </Badge>
            {p.acceptingNew ? (
              <Badge color="gray.7" variant="filled">
                Taking new requests
              </Badge>
            ) : (
              <Badge color="gray.3" variant="filled" c="dark.9">
                Not taking new requests
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm">Licence verified, valid until {formatDay(p.licenceExpiry)}</Text>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 0.75rem', margin: 0, fontSize: 'var(--mantine-font-size-sm)' }}>
          <dt style={{ fontWeight: 600 }}>Meets people</dt>
          <dd style={{ margin: 0 }}>{meetingLine(p)}</dd>
          <dt style={{ fontWeight: 600 }}>Helps with</dt>
          <dd style={{ margin: 0 }}>{p.specialties.map((s) => SPECIALTY_LABELS[s]).join(', ')}</dd>
          <dt style={{ fontWeight: 600 }}>Approaches</dt>
          <dd style={{ margin: 0 }}>{p.approaches.map((a) => APPROACH_LABELS[a]).join(', ')}</dd>
          <dt style={{ fontWeight: 600 }}>Languages</dt>
          <dd style={{ margin: 0 }}>{p.languages.map((l) => LANGUAGE_LABELS[l]).join(', ')}</dd>
          <dt style={{ fontWeight: 600 }}>Fees</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {[p.isLowCost ? 'Free or low-cost sessions offered' : null, p.fees].filter(Boolean).join('. ') || 'Ask when you get in touch'}
          </dd>
          {p.availability ? (
            <>
              <dt style={{ fontWeight: 600 }}>Availability</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{p.availability}</dd>
            </>
          ) : null}
        </dl>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} maw="70ch">
          {p.bio}
        </Text>
        <Group>
          {isSelf ? (
            <Text size="sm" c="dimmed">
              This is your listing. You can change it on your profile.
            </Text>
          ) : (
            // Wraps on a narrow phone with the reader's own text spacing rather than being cut off.
            <Button onClick={onContact} disabled={!p.acceptingNew} styles={wrappingButtonStyles} aria-label={`Send a contact request to ${p.fullName}`} data-contact-professional={p.id}>
              Send a contact request
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
