import { Alert, Anchor, Fieldset, Radio, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '../../../components/forms/password-field';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { MIN_AGE_YEARS, PASSWORD_MIN_LENGTH, registrationRequestSchema, UNDER_AGE_MESSAGE, type RegistrationRequest } from '@wellbeing/shared/schemas/account';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { useUsernameAvailability } from '../api/check-username-availability';
import { useRegister, type RegistrationResult } from '../api/register';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/forms/field-errors';
import { isBlurToSubmit } from '../../../lib/forms/use-zod-form';
import { BusyButton } from '../../../components/busy-button';

type RegistrationRole = 'seeker' | 'supporter' | 'professional';

interface RegisterValues {
  email: string;
  username: string;
  password: string;
  role: RegistrationRole;
  fullName: string;
  licenceNumber: string;
  regulator: string;
  country: string;
  licenceExpiry: string;
  gender: string;
  dateOfBirth: string;
}
type TextField = Exclude<keyof RegisterValues, 'role'>;

const INITIAL: RegisterValues = {
  email: '',
  username: '',
  password: '',
  role: 'seeker',
  fullName: '',
  licenceNumber: '',
  regulator: '',
  country: '',
  licenceExpiry: '',
  gender: '',
  dateOfBirth: '',
};

const ROLE_OPTIONS: { value: RegistrationRole; label: string }[] = [
  { value: 'seeker', label: 'I’m looking for support for myself' },
  { value: 'supporter', label: 'I’m supporting someone' },
  { value: 'professional', label: 'I’m a professional' },
];

/** Where each input's messages come from in the schema's paths. */
const ERROR_KEY: Record<TextField, string> = {
  email: 'email',
  username: 'username',
  password: 'password',
  fullName: 'fullName',
  licenceNumber: 'licence.licenceNumber',
  regulator: 'licence.regulator',
  country: 'licence.country',
  licenceExpiry: 'licence.licenceExpiry',
  gender: 'gender',
  dateOfBirth: 'dateOfBirth',
};

/** The request the registration service receives; professional details only for professionals. */
function toRequest(values: RegisterValues): RegistrationRequest {
  const base = {
    email: values.email,
    username: values.username,
    password: values.password,
    role: values.role,
    gender: values.gender,
    dateOfBirth: values.dateOfBirth,
  };
  if (values.role !== 'professional') return base;
  return {
    ...base,
    fullName: values.fullName,
    licence: { licenceNumber: values.licenceNumber, regulator: values.regulator, country: values.country, licenceExpiry: values.licenceExpiry },
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function RegisterForm({ onRegistered }: { onRegistered: (details: { email: string; role: RegistrationRole }) => void }) {
  const register = useRegister();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(INITIAL);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<RegistrationResult | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const availability = useUsernameAvailability(values.username);

  const validation = registrationRequestSchema.safeParse(toRequest(values));
  const clientErrors = fieldErrorsOf(validation.error);
  const errorOf = (field: TextField): string | undefined => {
    const key = ERROR_KEY[field];
    if (serverErrors[key]) return serverErrors[key];
    if (field === 'username' && availability === 'taken') return ERROR_MESSAGES['username/taken'];
    if (!submitted && !touched.has(key)) return undefined;
    // An empty date field reads better as a request than as a format complaint.
    if (field === 'licenceExpiry' && values.licenceExpiry === '') return 'Enter the date your licence expires.';
    return clientErrors[key];
  };

  const textProps = (field: TextField) => ({
    name: ERROR_KEY[field],
    value: values[field],
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setServerErrors((previous) => (previous[ERROR_KEY[field]] ? { ...previous, [ERROR_KEY[field]]: undefined } : previous));
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (isBlurToSubmit(event, formRef.current)) return;
      setTouched((previous) => (previous.has(ERROR_KEY[field]) ? previous : new Set(previous).add(ERROR_KEY[field])));
    },
  });

  const focusField = (key: string) => (formRef.current?.elements.namedItem(key) as HTMLElement | null)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!validation.success) {
      const first = validation.error.issues[0];
      if (first) focusField(first.path.map(String).join('.'));
      return;
    }
    if (availability === 'taken') {
      focusField('username');
      return;
    }
    let result: RegistrationResult;
    try {
      result = await register.mutateAsync(validation.data);
    } catch {
      result = { ok: false, code: 'server-error', message: ERROR_MESSAGES['registration/unknown'] };
    }
    if (result.ok) {
      onRegistered({ email: validation.data.email, role: values.role });
      return;
    }
    setFailure(result);
    if (result.field) setServerErrors((previous) => ({ ...previous, [result.field as string]: result.message }));
  };

  const today = new Date();
  const latestBirthDate = new Date(Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  const usernameStatus =
    availability === 'available' ? 'This username is free.' : availability === 'check-failed' ? ERROR_MESSAGES['username/check-failed'] : null;

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid="register-form">
      <Stack gap="lg">
        {failure ? (
          <Alert color="red" variant="light" data-testid="register-error">
            {failure.message}
          </Alert>
        ) : null}

        <TextInput {...textProps('email')} type="email" label="E-mail address" autoComplete="email" inputMode="email" required description="We send a link to this address to confirm it is yours." />

        <div>
          <TextInput
            {...textProps('username')}
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            description={
              <>
                What others see instead of your name. Letters, numbers, dots, dashes or underscores.
                {availability === 'check-failed' ? (
                  <>
                    {' '}
                    <strong>{ERROR_MESSAGES['username/check-failed']}</strong> You can still continue; we check again when you create the account.
                  </>
                ) : null}
              </>
            }
            success={availability === 'available' ? 'This username is free.' : undefined}
          />
          {/* Announces the result of the live check, which arrives after typing stops. */}
          <span className="visually-hidden" aria-live="polite">
            {availability === 'taken' ? ERROR_MESSAGES['username/taken'] : (usernameStatus ?? '')}
          </span>
        </div>

        <PasswordField
          {...textProps('password')}
          label="Password"
          autoComplete="new-password"
          required
          description={`At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few unrelated words is easy to remember and hard to guess.`}
        />

        <Radio.Group
          label="How will you use Harbour?"
          value={values.role}
          onChange={(role) => setValues((previous) => ({ ...previous, role: role as RegistrationRole }))}
          name="role"
          required
        >
          <Stack gap="xs" mt="xs">
            {ROLE_OPTIONS.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>

        {values.role === 'professional' ? (
          <Fieldset legend="Your professional details" data-testid="professional-details">
            <Text size="sm" mb="md">
              An admin checks these details with the body that registers you. Until then your account works as a seeker account, so you can use
              Harbour straight away. You will see the result on your profile.
            </Text>
            <Stack gap="md">
              <TextInput {...textProps('fullName')} label="Full name" autoComplete="name" required description="As it appears on your registration." />
              <TextInput {...textProps('licenceNumber')} label="Licence or registration number" autoComplete="off" required />
              <TextInput {...textProps('regulator')} label="Registering body" autoComplete="off" required description="For example, the Health and Care Professions Council." />
              <TextInput {...textProps('country')} label="Country" autoComplete="country-name" required />
              <TextInput {...textProps('licenceExpiry')} type="date" label="Licence expiry date" required min={isoDay(today)} />
            </Stack>
          </Fieldset>
        ) : null}

        <Fieldset legend="About you (optional)">
          <Text size="sm" mb="md">
            We ask for no more personal data than we need. Both questions are optional, and you can change or remove your answers on your profile at
            any time.
          </Text>
          <Stack gap="md">
            <TextInput {...textProps('gender')} label="Gender" autoComplete="sex" description="Why we ask: some services and articles are written for a particular gender." />
            <TextInput
              {...textProps('dateOfBirth')}
              type="date"
              label="Date of birth"
              autoComplete="bday"
              max={isoDay(latestBirthDate)}
              description={`Why we ask: Harbour is for people aged ${MIN_AGE_YEARS} and over, and some services depend on age.`}
            />
            {/* Someone turned away for their age may be the one who needs help most: the way to it is right here. */}
            {errorOf('dateOfBirth') === UNDER_AGE_MESSAGE ? (
              <Text size="sm" data-testid="register-under-age-help">
                If you need to talk to someone now,{' '}
                <Anchor component={Link} to={CRISIS_PATH} fw={600} underline="always">
                  Get help now
                </Anchor>{' '}
                lists free, confidential lines you can call or text, including lines for young people.
              </Text>
            ) : null}
          </Stack>
        </Fieldset>

        <Text size="sm">
          Read how we use and protect your information in our{' '}
          <Anchor component={Link} to="/privacy-policy" underline="always">
            privacy policy
          </Anchor>
          .
        </Text>

        <BusyButton type="submit" loading={register.isPending} style={{ alignSelf: 'flex-start' }}>
          Create account
        </BusyButton>
      </Stack>
    </form>
  );
}
