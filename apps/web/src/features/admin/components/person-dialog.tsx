import { Alert, Badge, Button, Divider, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@wellbeing/shared/roles';
import type { AdminUser } from '@wellbeing/shared/schemas/admin';
import { getSessionUser, setSessionUser } from '../../../lib/session/session-store';
import { useBanUser } from '../api/ban-user';
import { useChangeUserRole } from '../api/change-user-role';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { useUnbanUser } from '../api/unban-user';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { ProfessionalStatus } from './professional-status';
import { DANGER_TEXT, ResultMessage } from './section-states';
import { BusyButton } from '../../../components/busy-button';

type Confirming = null | { kind: 'ban' } | { kind: 'role'; role: Role };

/**
 * Managing one account: role, ban and e-mail verification. Destructive steps (a ban, stepping down from
 * admin) ask first, in place, so focus stays inside the dialog: on the question's Cancel (the safe answer) while it
 * is asked, back on the button that asked when it is cancelled, and on the outcome's message once answered (the
 * button that had the focus is gone or disabled by then, and the message is read out as it takes the focus).
 */
export function PersonDialog({ user, isSelf, onClose, onChanged }: { user: AdminUser | null; isSelf: boolean; onClose: () => void; onChanged: (user: AdminUser) => void }) {
  const changeRole = useChangeUserRole();
  const ban = useBanUser();
  const unban = useUnbanUser();
  const resend = useResendVerificationEmail();
  const [role, setRole] = useState<Role>(user?.role ?? 'seeker');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string; n: number } | null>(null);
  const resultCount = useRef(0);
  const show = (tone: 'success' | 'error', text: string) => setResult({ tone, text, n: ++resultCount.current });
  const userId = user?.id;
  const cancelButton = useRef<HTMLButtonElement>(null);
  const roleButton = useRef<HTMLButtonElement>(null);
  const banButton = useRef<HTMLButtonElement>(null);
  const asked = useRef<Confirming>(null);
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    // Cancelled (an answer leaves a message, which takes the focus): back to the button that asked.
    else if (asked.current && !result) (asked.current.kind === 'ban' ? banButton : roleButton).current?.focus();
    asked.current = confirming;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the question comes or goes
  }, [confirming]);

  useEffect(() => {
    // A different person opened: start clean.
    setConfirming(null);
    setResult(null);
    changeRole.reset();
    ban.reset();
    unban.reset();
    resend.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another person is opened
  }, [userId]);
  useEffect(() => {
    if (user) setRole(user.role);
  }, [user]);

  if (!user) return <Modal opened={false} onClose={onClose} title="Manage account" />;

  const busy = changeRole.isPending || ban.isPending || unban.isPending || resend.isPending;
  const fail = (error: Error) => show('error', error.message);
  const done = (updated: AdminUser, text: string) => {
    onChanged(updated);
    setConfirming(null);
    show('success', text);
  };

  const applyRole = (next: Role) =>
    changeRole.mutate(
      { id: user.id, role: next },
      {
        onSuccess: (updated) => {
          done(updated, `${updated.username} is now ${ROLE_LABELS[updated.role].toLowerCase()}.`);
          // Stepping down from admin: the page follows at once (the server already refuses this account).
          const me = getSessionUser();
          if (isSelf && me) setSessionUser({ ...me, role: updated.role });
        },
        onError: fail,
      },
    );
  const askRole = () => {
    setResult(null);
    if (role === user.role) return;
    if (user.role === 'admin') setConfirming({ kind: 'role', role });
    else applyRole(role);
  };

  return (
    <Modal opened onClose={busy ? () => undefined : onClose} title={`Manage ${user.username}`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }} data-testid="person-dialog">
      <Stack gap="md">
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', gap: '0.5rem 1rem', margin: 0 }}>
          {[
            ['E-mail address', user.email],
            ['E-mail verified', user.emailVerified ? 'Yes' : 'No'],
            ['Joined', formatDay(user.createdAt)],
            ['Last active', user.lastActiveAt ? formatDateTime(user.lastActiveAt) : 'Not logged in'],
          ].map(([term, value]) => (
            <div key={term}>
              <dt style={{ fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-dimmed)' }}>{term}</dt>
              <dd style={{ margin: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          {user.bannedAt ? (
            <Badge color="red.9" variant="filled">
              Banned since {formatDay(user.bannedAt)}
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled">
              Active
            </Badge>
          )}
          {user.role === 'professional' ? <ProfessionalStatus badge={user.professional} /> : null}
        </Group>

        {result ? (
          <ResultMessage
            key={result.n}
            tone={result.tone}
            takeFocus
            // Dismissed, the message hands the focus to the first control below it (ResultMessage).
            onClose={() => setResult(null)}
          >
            {result.text}
          </ResultMessage>
        ) : null}

        {confirming ? (
          <Alert color="red" variant="light" title={confirming.kind === 'ban' ? `Ban ${user.username}?` : `Remove the admin role from ${isSelf ? 'your own account' : user.username}?`}>
            <Text size="sm">
              {confirming.kind === 'ban'
                ? 'They are logged out on every device at once and cannot log in until the ban is lifted. Their data stays as it is.'
                : isSelf
                  ? 'You will lose access to this dashboard straight away.'
                  : `They will lose access to this dashboard straight away and become ${ROLE_LABELS[confirming.role].toLowerCase()}.`}
            </Text>
            <Group mt="sm" gap="sm">
              <BusyButton
                color="red.9"
                loading={busy}
                onClick={() =>
                  confirming.kind === 'ban'
                    ? ban.mutate(user.id, { onSuccess: (u) => done(u, `${u.username} is banned and logged out everywhere.`), onError: fail })
                    : applyRole(confirming.role)
                }
              >
                {confirming.kind === 'ban' ? 'Yes, ban this account' : 'Yes, change the role'}
              </BusyButton>
              <Button ref={cancelButton} variant="default" onClick={() => setConfirming(null)} disabled={busy}>
                Cancel
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            <Divider />
            <Title order={3} size="h5">
              Role
            </Title>
            <Group align="flex-end" gap="sm">
              <NativeSelect
                label="Role"
                value={role}
                onChange={(e) => setRole(e.currentTarget.value as Role)}
                data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                description={role === 'professional' && user.role !== 'professional' ? 'Usually given by approving a verification request.' : undefined}
                style={{ flex: '1 1 12rem' }}
              />
              <BusyButton ref={roleButton} onClick={askRole} disabled={role === user.role || busy} loading={changeRole.isPending}>
                Change role
              </BusyButton>
            </Group>

            <Divider />
            <Title order={3} size="h5">
              Access
            </Title>
            <Group gap="sm">
              {user.bannedAt ? (
                <BusyButton variant="outline" loading={unban.isPending} disabled={busy} onClick={() => unban.mutate(user.id, { onSuccess: (u) => done(u, `The ban on ${u.username} is lifted; they can log in again.`), onError: fail })}>
                  Lift the ban
                </BusyButton>
              ) : (
                <Button ref={banButton} variant="default" c={isSelf ? undefined : DANGER_TEXT} disabled={isSelf || busy} onClick={() => setConfirming({ kind: 'ban' })}>
                  Ban this account
                </Button>
              )}
              {!user.emailVerified ? (
                <BusyButton
                  variant="default"
                  loading={resend.isPending}
                  disabled={busy}
                  onClick={() => resend.mutate(user.id, { onSuccess: (u) => done(u, `A new verification link is on its way to ${u.email}.`), onError: fail })}
                >
                  Resend verification e-mail
                </BusyButton>
              ) : null}
            </Group>
            {isSelf ? (
              <Text size="sm" c="dimmed">
                You cannot ban your own account.
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Modal>
  );
}
