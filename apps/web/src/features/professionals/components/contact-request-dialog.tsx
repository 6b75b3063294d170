import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_MESSAGE_MAX,
  contactRequestInputSchema,
  type ContactMethod,
  type DirectoryEntry,
} from '@wellbeing/shared/schemas/professionals';
import { RestoredDraftNotice } from '../../../components/forms/restored-draft-notice';
import { ApiError } from '../../../lib/api-client';
import { isSessionLost, sendFailureText } from '../../../lib/session/lost-session';
import { useKeepDraft, useRestoredDraft } from '../../../lib/session/use-unsaved-draft';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { useSendContactRequest } from '../api/send-contact-request';
import { fieldErrorsOf, focusFirstProblem, topLevelName, type FieldErrors } from '../../../lib/forms/field-errors';
import { BusyButton } from '../../../components/busy-button';

/** Said where the form was, and focused: the button that had the focus is gone. */
function SentNotice({ professional }: { professional: DirectoryEntry }) {
  const notice = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert ref={notice} tabIndex={-1} role="status" color="harbour" variant="light" title="Your request has been sent">
      {professional.fullName} will see it on their profile. We will e-mail you when they accept or decline it. You can follow it under “Your contact requests” on this page.
    </Alert>
  );
}

/**
 * A short message to one professional, with how they can reach you. Only they can read it; the e-mail
 * they get says a request is waiting, without the message.
 */
export function ContactRequestDialog({ professional, defaultEmail, onClose }: { professional: DirectoryEntry; defaultEmail: string; onClose: () => void }) {
  const send = useSendContactRequest(professional.id);
  const formRef = useRef<HTMLFormElement>(null);
  // A message written before the session ended comes back when they open the dialog again (unsaved-drafts.ts).
  const draftKey = `contact-request:${professional.id}`;
  const restored = useRestoredDraft<{ message: string; contactMethod: ContactMethod; contactValue: string }>(draftKey);
  const [message, setMessage] = useState(restored?.message ?? '');
  const [method, setMethod] = useState<ContactMethod>(restored?.contactMethod ?? 'email');
  const [contact, setContact] = useState(restored?.contactValue ?? defaultEmail);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const values = useMemo(() => ({ message, contactMethod: method, contactValue: contact }), [message, method, contact]);
  const dropDraft = useKeepDraft(draftKey, values, restored !== undefined);
  const check = () => fieldErrorsOf(contactRequestInputSchema.safeParse(values).error, topLevelName);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const problems = check();
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(formRef.current, problems);
      return;
    }
    send.mutate(values, {
      onSuccess: dropDraft,
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
      },
    });
  };

  // Problems show once the person has tried to send, and update as they type.
  const live: FieldErrors = { ...(submitted ? check() : {}), ...serverErrors };
  // Closing the dialog gives the message up, unless the session ended: then it waits for them to log in again.
  const close = send.isPending
    ? () => undefined
    : () => {
        if (!isSessionLost(send.error)) dropDraft();
        onClose();
      };

  return (
    <Modal opened onClose={close} title={`Contact ${professional.fullName}`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }} data-testid="contact-dialog">
      {send.isSuccess ? (
        <Stack gap="md">
          <SentNotice professional={professional} />
          <Group>
            <Button onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate>
          <Stack gap="md">
            {restored ? <RestoredDraftNotice testId="contact-restored" /> : null}
            <Text size="sm">
              Only {professional.fullName} can read your message. Say briefly what you would like help with; you do not need to share anything you are not comfortable with.
            </Text>
            {send.isError ? (
              <Alert color="red" variant="light" role="alert">
                {sendFailureText(send.error)}
              </Alert>
            ) : null}
            <Textarea
              name="message"
              label="Your message"
              required
              autosize
              minRows={4}
              maxRows={10}
              maxLength={CONTACT_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={live.message}
              description={`${message.length} of ${CONTACT_MESSAGE_MAX} characters`}
              data-autofocus
            />
            <Radio.Group
              name="contactMethod"
              label="How would you like to be contacted?"
              value={method}
              onChange={(value) => {
                const next = value as ContactMethod;
                setMethod(next);
                setContact(next === 'email' ? defaultEmail : '');
              }}
              error={live.contactMethod}
            >
              <Group mt="xs">
                <Radio value="email" label="E-mail" />
                <Radio value="phone" label="Phone" />
              </Group>
            </Radio.Group>
            <TextInput
              name="contactValue"
              label={method === 'email' ? 'Your e-mail address' : 'Your phone number'}
              type={method === 'email' ? 'email' : 'tel'}
              autoComplete={method === 'email' ? 'email' : 'tel'}
              required
              value={contact}
              onChange={(e) => setContact(e.currentTarget.value)}
              error={live.contactValue}
            />
            <Group>
              <BusyButton type="submit" loading={send.isPending}>
                Send request
              </BusyButton>
              <Button variant="default" onClick={close} disabled={send.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
