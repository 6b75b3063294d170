import { Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { clearPendingDenial, peekPendingDenial, type DenialState } from '../app/guards';
import { ROLE_LABELS, type Role } from '@wellbeing/shared/roles';
import { ZONE_LABELS } from '@wellbeing/shared/zones';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { PageTitle } from '../components/page-title';


function listRoles(roles: readonly Role[]): string {
  const labels = roles.map((r) => ROLE_LABELS[r].toLowerCase());
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** Explains a refusal in plain words with the next step; opened directly with no reason, it goes Home. */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromHistory = location.state as Partial<DenialState> | null;
  // Read once: the reason given by the guard, or the one kept in this history entry (after a reload).
  const [given] = useState<DenialState | null>(() => (fromHistory?.denial ? (fromHistory as DenialState) : peekPendingDenial()));
  useEffect(() => {
    if (given && !fromHistory?.denial) navigate(location.pathname, { replace: true, state: given });
    clearPendingDenial();
  }, [given, fromHistory, navigate, location.pathname]);
  if (!given) return <Navigate to="/" replace />;
  const { denial, from } = given;

  const goBack = (
    <Button variant="outline" onClick={() => navigate(-1)}>
      Go back
    </Button>
  );
  const loginLink = (returnTo: string) => (
    <Button component={Link} to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>
      Log in
    </Button>
  );
  const registerLink = (
    <Button component={Link} to="/register" variant="light">
      Create an account
    </Button>
  );

  let reason: string;
  let actions;
  switch (denial.reason) {
    case 'login_required':
      reason = `“${denial.page}” is for people with a Harbour account. Log in and we will take you straight there, or create a free account.`;
      actions = (
        <>
          {loginLink(denial.path)}
          {registerLink}
        </>
      );
      break;
    case 'insufficient_role':
      reason = `“${denial.page}” is open to ${listRoles(denial.requiredRoles)} accounts. Your account is a ${ROLE_LABELS[denial.currentRole].toLowerCase()} account, so this page is not available to you.`;
      actions = goBack;
      break;
    case 'article_login_required':
      reason = `“${denial.title}” is in ${ZONE_LABELS[denial.zone]}, which is for people with a Harbour account. Log in to read it, or create a free account.`;
      actions = (
        <>
          {loginLink(from)}
          {registerLink}
        </>
      );
      break;
    case 'article_insufficient_role':
      reason = `“${denial.title}” is in ${ZONE_LABELS[denial.zone]}, which is written for verified professionals. Your account is a ${ROLE_LABELS[denial.currentRole].toLowerCase()} account, so this article is not available to you.`;
      actions = goBack;
      break;
  }

  return (
    <section data-testid="access-denied" data-reason={denial.reason}>
      <PageTitle>You can’t open this page yet</PageTitle>
      <Text data-testid="access-denied-reason">{reason}</Text>
      <Group mt="lg">
        {actions}
        <Button component={Link} to="/" variant="subtle">
          Home
        </Button>
      </Group>
      {/* A refusal must not be a dead end for someone who came looking for help: what needs no account is here. */}
      <Text mt="xl" size="sm" data-testid="access-denied-help">
        Help that needs no account:{' '}
        <Anchor component={Link} to={CRISIS_PATH} fw={600} underline="always">
          Get help now
        </Anchor>{' '}
        lists free lines you can call or text, and the{' '}
        <Anchor component={Link} to="/get-support/interactive-tools" underline="always">
          breathing and grounding exercises
        </Anchor>{' '}
        are open to everyone.
      </Text>
    </section>
  );
}
