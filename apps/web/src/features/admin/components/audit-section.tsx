import { NativeSelect, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ROLE_LABELS, isRole } from '@wellbeing/shared/roles';
import { ADMIN_PAGE_SIZE, AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@wellbeing/shared/schemas/admin';
import { ZONE_LABELS, isZone } from '@wellbeing/shared/zones';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '../../../lib/format-date';
import { plural } from '../utils/format';
import { AdminPanel, EmptyState, ErrorState, LoadingState, Pager, ScrollRegion } from './section-states';

const FIELD_LABELS: Record<string, string> = { title: 'title', zone: 'zone', excerpt: 'excerpt', content: 'content', publishedAt: 'publish date', cover: 'cover' };
const roleLabel = (value: unknown) => (isRole(value) ? ROLE_LABELS[value] : String(value));
const zoneLabel = (value: unknown) => (isZone(value) ? ZONE_LABELS[value] : String(value));

/** The non-private facts of an entry in words. */
function describeDetails(entry: AuditEntry): string {
  const d = entry.details;
  const parts: string[] = [];
  if (d.from && d.to) parts.push(`${roleLabel(d.from)} → ${roleLabel(d.to)}`);
  if (d.fromZone && d.toZone) parts.push(`moved from ${zoneLabel(d.fromZone)} to ${zoneLabel(d.toZone)}`);
  else if (typeof d.zone === 'string') parts.push(zoneLabel(d.zone));
  if (Array.isArray(d.fields) && d.fields.length > 0) parts.push(`changed ${d.fields.map((f) => FIELD_LABELS[f] ?? f).join(', ')}`);
  return parts.join('; ');
}

export function AuditSection() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ action, page, pageSize: ADMIN_PAGE_SIZE });

  let content;
  if (log.isPending) content = <LoadingState label="Loading the audit log" />;
  else if (log.isError) content = <ErrorState what="the audit log" error={log.error} onRetry={() => void log.refetch()} isRetrying={log.isFetching} />;
  else if (log.data.items.length === 0) content = <EmptyState>{action ? 'No actions of this kind yet.' : 'No admin actions have been recorded yet.'}</EmptyState>;
  else
    content = (
      <>
        <Text size="sm" c="dimmed">
          {plural(log.data.total, 'entry', 'entries')}, newest first
        </Text>
        <ScrollRegion label="Audit log">
          <Table striped miw={720} verticalSpacing="xs" data-testid="audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Who</Table.Th>
                <Table.Th scope="col">What</Table.Th>
                <Table.Th scope="col">On</Table.Th>
                <Table.Th scope="col">Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.items.map((entry) => (
                <Table.Tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>{entry.actorUsername}</Table.Td>
                  <Table.Td>{AUDIT_ACTION_LABELS[entry.action]}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {entry.targetLabel ?? entry.targetId}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({entry.targetType === 'user' ? 'person' : 'article'})
                    </Text>
                  </Table.Td>
                  <Table.Td>{describeDetails(entry)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={log.data.total} onChange={setPage} label="Audit log pages" />
      </>
    );

  return (
    <AdminPanel id="audit" title="Audit log" description="Every admin action: who did what, to whom or what, and when. It never holds e-mail contents, article text or passwords.">
      <NativeSelect
        label="Action"
        value={action}
        onChange={(e) => {
          setAction(e.currentTarget.value as AuditAction | '');
          setPage(1);
        }}
        data={[{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }))]}
        maw={300}
      />
      {content}
    </AdminPanel>
  );
}
