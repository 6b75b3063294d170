import { Badge, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@wellbeing/shared/roles';
import { ADMIN_PAGE_SIZE, USER_STATUS_FILTERS, type AdminUser } from '@wellbeing/shared/schemas/admin';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { useUsers } from '../api/get-users';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { plural } from '../utils/format';
import { PersonDialog } from './person-dialog';
import { ProfessionalStatus } from './professional-status';
import { AdminPanel, EmptyState, ErrorState, LoadingState, Pager, ScrollRegion } from './section-states';

const STATUS_LABELS: Record<(typeof USER_STATUS_FILTERS)[number], string> = {
  active: 'Not banned',
  banned: 'Banned',
  unverified: 'E-mail not verified',
};

export function PeopleSection() {
  const me = useSessionUser();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<(typeof USER_STATUS_FILTERS)[number] | ''>('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 300);
  const [managing, setManaging] = useState<AdminUser | null>(null);
  const users = useUsers({ q, role, status, page, pageSize: ADMIN_PAGE_SIZE });

  let content;
  if (users.isPending) content = <LoadingState label="Loading people" />;
  else if (users.isError) content = <ErrorState what="people" error={users.error} onRetry={() => void users.refetch()} isRetrying={users.isFetching} />;
  else if (users.data.items.length === 0) content = <EmptyState>{q || role || status ? 'Nobody matches these filters.' : 'Nobody has an account yet.'}</EmptyState>;
  else {
    const { items, total } = users.data;
    content = (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(total, 'person', 'people')} found
        </Text>
        <ScrollRegion label="People">
          <Table striped highlightOnHover miw={860} verticalSpacing="xs" data-testid="people-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Username</Table.Th>
                <Table.Th scope="col">E-mail</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">E-mail verified</Table.Th>
                <Table.Th scope="col">Joined</Table.Th>
                <Table.Th scope="col">Last active</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((user) => (
                <Table.Tr key={user.id} data-testid="person-row" data-username={user.username}>
                  <Table.Td>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {user.username}
                      {user.id === me?.uid ? ' (you)' : ''}
                    </Text>
                    {user.bannedAt ? (
                      <Badge color="red.9" variant="filled" size="sm" mt={4}>
                        Banned
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid="person-role">
                      {ROLE_LABELS[user.role]}
                    </Text>
                    {user.role === 'professional' ? <ProfessionalStatus badge={user.professional} /> : null}
                  </Table.Td>
                  <Table.Td>{user.emailVerified ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{formatDay(user.createdAt)}</Table.Td>
                  <Table.Td>{user.lastActiveAt ? formatDateTime(user.lastActiveAt) : <Text span size="sm" c="dimmed">Not logged in</Text>}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="outline" onClick={() => setManaging(user)} aria-label={`Manage ${user.username}`}>
                      Manage
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={total} onChange={setPage} label="People pages" />
      </>
    );
  }

  return (
    <AdminPanel id="people" title="People" description="Search accounts, change a role, ban or lift a ban, and resend verification e-mails. Every change is recorded in the audit log.">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          description="Username or e-mail address"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label="Role"
          value={role}
          onChange={(e) => {
            setRole(e.currentTarget.value as Role | '');
            setPage(1);
          }}
          data={[{ value: '', label: 'All roles' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))]}
          style={{ flex: '0 1 10rem' }}
        />
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as typeof status);
            setPage(1);
          }}
          data={[{ value: '', label: 'Everyone' }, ...USER_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
          style={{ flex: '0 1 12rem' }}
        />
      </Group>
      {content}
      <PersonDialog user={managing} isSelf={managing?.id === me?.uid} onClose={() => setManaging(null)} onChanged={setManaging} />
    </AdminPanel>
  );
}
