import { Stack, Text } from '@mantine/core';
import { PageTitle } from '../components/page-title';
import { hubDescriptions } from '../content/pages/hubs';
import { ProfessionalDirectory } from '../features/professionals/components/professional-directory';
import { SentRequests } from '../features/professionals/components/sent-requests';

/** /get-support/find-professional: the directory of verified professionals (login required; the guard checks). */
export function Component() {
  return (
    <section>
      <PageTitle lead={hubDescriptions['/get-support/find-professional']}>Find a professional</PageTitle>
      <Stack gap="xl">
        <Text maw="70ch">
          Everyone listed here is a verified professional: an admin has checked their licence, and it is still valid. Send a short message to ask if they can help; only they can read it.
        </Text>
        <SentRequests />
        <ProfessionalDirectory />
        <Text size="sm" c="dimmed">
          The directory is not for emergencies. If you are in danger now, use “Get help now” at the top of the page.
        </Text>
      </Stack>
    </section>
  );
}
