import { Stack } from '@mantine/core';
import { PageTitle } from '../components/page-title';
import { useSessionUser } from '../lib/session/use-session-user';
import { AccountDataSection } from '../features/profile/components/account-data-section';
import { DeleteAccountSection } from '../features/profile/components/delete-account-section';
import { DeviceSessionsSection } from '../features/profile/components/device-sessions-section';
import { DirectoryListingSection } from '../features/profile/components/directory-listing-section';
import { EmailChangeSection } from '../features/profile/components/email-change-section';
import { PasswordChangeSection } from '../features/profile/components/password-change-section';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { ProfileSignedOutNotice } from '../features/profile/components/signed-out-notice';
import { VerificationSection } from '../features/profile/components/verification-section';
import { ContactRequestsInbox } from '../features/professionals/components/contact-requests-inbox';
import { DirectoryProfileEditor } from '../features/professionals/components/directory-profile-editor';

export function Component() {
  const user = useSessionUser();
  return (
    <section style={{ maxWidth: '48rem' }}>
      <PageTitle lead={user ? 'Your details, your login and your data, all in one place.' : undefined}>Your profile</PageTitle>
      {user ? (
        <Stack gap="lg">
          <ProfileDetails />
          {user.role === 'admin' ? null : <VerificationSection />}
          {user.role === 'professional' ? <DirectoryListingSection listing={<DirectoryProfileEditor />} requests={<ContactRequestsInbox />} /> : null}
          <EmailChangeSection currentEmail={user.email} />
          <PasswordChangeSection />
          <DeviceSessionsSection />
          <AccountDataSection />
          <DeleteAccountSection />
        </Stack>
      ) : (
        <ProfileSignedOutNotice />
      )}
    </section>
  );
}
