import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProfileSection } from './profile-section';

/**
 * Professionals only: their listing in "Find a professional" and the contact requests it brings. The
 * profile page passes the two parts in from the professionals feature (features do not import each other).
 */
export function DirectoryListingSection({ listing, requests }: { listing: ReactNode; requests: ReactNode }) {
  return (
    <ProfileSection
      id="directory"
      title="Your directory listing"
      description="How people who are logged in find you under “Find a professional”, and the requests they send you. Only you can read your requests."
    >
      <Stack gap="md">{listing}</Stack>
      <Title order={3} size="h4" id="contact-requests-heading" mt="sm">
        Contact requests
      </Title>
      <section aria-labelledby="contact-requests-heading">{requests}</section>
    </ProfileSection>
  );
}
