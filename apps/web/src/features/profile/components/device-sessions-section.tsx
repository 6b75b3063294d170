import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DeviceSession } from '@wellbeing/shared/schemas/account';
import { useDeviceSessions } from '../api/get-device-sessions';
import { useSignOutDevice } from '../api/sign-out-device';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { useLeaveAccount } from '../utils/use-leave-account';
import { ProfileSection, SectionLoadError, SectionSkeleton } from './profile-section';
import { SuccessMessage } from '../../../components/success-message';
import { BusyButton } from '../../../components/busy-button';

export const SIGNED_OUT_HERE_NOTICE = 'You’re logged out on this device.';
export const SIGNED_OUT_EVERYWHERE_NOTICE = 'You have been logged out on every device, including this one. Log in again whenever you are ready.';

/** The devices signed in to the account, with a way to end any one of them or all at once. */
export function DeviceSessionsSection() {
  const sessions = useDeviceSessions();
  const signOutDevice = useSignOutDevice();
  const signOutEverywhere = useSignOutEverywhere();
  const leave = useLeaveAccount();
  const [message, setMessage] = useState<string | null>(null);

  const endSession = (session: DeviceSession) => {
    setMessage(null);
    signOutDevice.mutate(session.id, {
      onSuccess: () => {
        if (session.current) void leave('/', SIGNED_OUT_HERE_NOTICE);
        else setMessage(`${session.device} has been logged out.`);
      },
    });
  };

  const endAll = () => {
    setMessage(null);
    signOutEverywhere.mutate(undefined, { onSuccess: () => void leave('/login', SIGNED_OUT_EVERYWHERE_NOTICE) });
  };

  let content;
  if (sessions.isPending) content = <SectionSkeleton label="Loading your logged-in devices" />;
  else if (sessions.isError) content = <SectionLoadError what="your devices" error={sessions.error} onRetry={() => void sessions.refetch()} isRetrying={sessions.isFetching} />;
  else if (sessions.data.length === 0) content = <Text c="dimmed">No devices are logged in to your account.</Text>;
  else
    content = (
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="device-sessions">
        {sessions.data.map((session) => {
          const isEnding = signOutDevice.isPending && signOutDevice.variables === session.id;
          return (
            <Paper component="li" key={session.id} withBorder p="sm" data-current={session.current || undefined}>
              <Group justify="space-between" align="center" gap="sm">
                <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {session.device}
                    </Text>
                    {session.current ? (
                      <Badge variant="light" color="harbour">
                        This device
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    Logged in {formatDay(session.createdAt)} · last active {formatDateTime(session.lastActiveAt)}
                  </Text>
                </div>
                <BusyButton
                  variant="default"
                  size="sm"
                  onClick={() => endSession(session)}
                  loading={isEnding}
                  disabled={signOutDevice.isPending && !isEnding}
                  aria-label={session.current ? 'Log out this device' : `Log out ${session.device}`}
                >
                  Log out
                </BusyButton>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );

  const failure = signOutDevice.error ?? signOutEverywhere.error;
  return (
    <ProfileSection id="devices" title="Logged-in devices" description="Where your account is logged in right now. Log out any device you don’t recognise, then change your password.">
      {message ? <SuccessMessage>{message}</SuccessMessage> : null}
      {failure ? <Alert color="red" variant="light">{failure.message}</Alert> : null}
      {content}
      <Group>
        <BusyButton variant="default" onClick={endAll} loading={signOutEverywhere.isPending}>
          Log out everywhere
        </BusyButton>
      </Group>
      <Text size="sm" c="dimmed">
        Logs out every device, this one included.
      </Text>
    </ProfileSection>
  );
}
