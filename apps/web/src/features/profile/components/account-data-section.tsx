import { Alert, Group, List, Text } from '@mantine/core';
import { DATA_EXPORT_SECTIONS } from '@wellbeing/shared/data-export';
import { useDownloadAccountData } from '../api/download-account-data';
import { ProfileSection } from './profile-section';
import { SuccessMessage } from '../../../components/success-message';
import { BusyButton } from '../../../components/busy-button';

/** "Download my data": a copy of everything Harbour holds about the account, as a JSON file. */
export function AccountDataSection() {
  const download = useDownloadAccountData();
  return (
    <ProfileSection id="data" title="Your data" description="You can have a copy of everything Harbour holds about you at any time.">
      <Text size="sm" maw="65ch">
        The file is in JSON, a plain text format many apps can open. It holds:
      </Text>
      <List size="sm" maw="65ch" data-testid="data-export-contents">
        {Object.values(DATA_EXPORT_SECTIONS).map((what) => (
          <List.Item key={what}>{what}</List.Item>
        ))}
      </List>
      <Text size="sm" maw="65ch">
        Keep it somewhere private: it can include what you wrote in your journal and in the chat.
      </Text>
      {download.isSuccess ? <SuccessMessage>Your file is ready. Look for it in your browser’s downloads.</SuccessMessage> : null}
      {download.isError ? <Alert color="red" variant="light">{download.error.message}</Alert> : null}
      <Group>
        <BusyButton variant="outline" onClick={() => download.mutate()} loading={download.isPending}>
          Download my data
        </BusyButton>
      </Group>
    </ProfileSection>
  );
}
