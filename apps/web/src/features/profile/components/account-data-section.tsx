import { Alert, Button, Group, Text } from '@mantine/core';
import { useDownloadAccountData } from '../api/download-account-data';
import { ProfileSection, SuccessMessage } from './profile-section';

/** "Download my data": a copy of everything Harbour holds about the account, as a JSON file. */
export function AccountDataSection() {
  const download = useDownloadAccountData();
  return (
    <ProfileSection id="data" title="Your data" description="You can have a copy of everything Harbour holds about you at any time.">
      <Text size="sm" maw="65ch">
        The file contains your profile, your ratings and your account history in JSON, a plain text format many apps can open.
      </Text>
      {download.isSuccess ? <SuccessMessage>Your file is ready. Look for it in your browser’s downloads.</SuccessMessage> : null}
      {download.isError ? <Alert color="red" variant="light">{download.error.message}</Alert> : null}
      <Group>
        <Button variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
          Download my data
        </Button>
      </Group>
    </ProfileSection>
  );
}
