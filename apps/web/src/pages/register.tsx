import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { RegisterForm } from '../features/auth/components/register-form';
import { RegistrationSent } from '../features/auth/components/registration-sent';

export function Component() {
  const [registered, setRegistered] = useState<{ email: string; role: string } | null>(null);
  return (
    <section style={{ maxWidth: '36rem' }}>
      <PageTitle lead={registered ? undefined : 'A free account opens the parts of Harbour that need one. It takes a minute.'}>Create your account</PageTitle>
      {registered ? (
        <RegistrationSent email={registered.email} isProfessional={registered.role === 'professional'} />
      ) : (
        <Stack gap="lg">
          <RegisterForm onRegistered={setRegistered} />
          <Text>
            Already have an account?{' '}
            <Anchor component={Link} to="/login" underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      )}
    </section>
  );
}
