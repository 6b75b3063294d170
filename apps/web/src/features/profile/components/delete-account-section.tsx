import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../../components/forms/password-field';
import { useDisclosure } from '@mantine/hooks';
import { accountDeletionRequestSchema } from '@wellbeing/shared/schemas/account';
import { useDeleteAccount } from '../api/delete-account';
import { useLeaveAccount } from '../utils/use-leave-account';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { ProfileSection } from './profile-section';
import { AccountChangeError } from './account-change-error';
import { BusyButton } from '../../../components/busy-button';

export const ACCOUNT_DELETED_NOTICE =
  'Your account has been deleted. Thank you for spending time with Harbour. The crisis lines on “Get help now” are always here if you need them.';

/** Deleting the account, behind a dialog that asks for the password. */
export function DeleteAccountSection() {
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <ProfileSection id="delete" title="Delete your account" tone="danger">
      <Text size="sm" maw="65ch">
        Deleting your account removes your profile and the personal data linked to it, and signs you out everywhere. It cannot be undone. If you
        might want your data later, download it first.
      </Text>
      <Group>
        <Button variant="default" onClick={dialog.open}>
          Delete my account
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={dialog.close} title="Delete your account?" centered size="md">
        {isOpen ? <DeleteAccountForm onCancel={dialog.close} /> : null}
      </Modal>
    </ProfileSection>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const leave = useLeaveAccount();
  const form = useZodForm({ schema: accountDeletionRequestSchema, initialValues: { password: '' } });
  const confirm = form.handleSubmit(({ password }) =>
    remove.mutate(password, { onSuccess: () => void leave('/', ACCOUNT_DELETED_NOTICE) }),
  );
  return (
    <form ref={form.formRef} onSubmit={confirm} noValidate data-testid="delete-account-form">
      <Stack gap="md">
        <Text size="sm">This permanently deletes your Harbour account. To confirm it is you, enter your password.</Text>
        {remove.isError ? <AccountChangeError error={remove.error} /> : null}
        <PasswordField {...form.inputProps('password')} data-autofocus label="Your password" autoComplete="current-password" required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={remove.isPending}>
            Keep my account
          </Button>
          <BusyButton type="submit" color="red.9" loading={remove.isPending}>
            Delete my account
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
