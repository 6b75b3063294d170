import { Alert, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { crisisRegions, type RegionCode } from '@wellbeing/shared/crisis-lines';
import { crisisLineInputSchema, crisisRegionName, linesForRegion, type CrisisLineInput, type CrisisLineView } from '@wellbeing/shared/schemas/tools';
import { ApiError } from '../../../lib/api-client';
import { useCreateCrisisLine } from '../api/create-crisis-line';
import { useDeleteCrisisLine } from '../api/delete-crisis-line';
import { useAdminCrisisLines } from '../api/get-admin-crisis-lines';
import { useUpdateCrisisLine } from '../api/update-crisis-line';
import { formatDay } from '../../../lib/format-date';
import { BusyButton } from '../../../components/busy-button';

/** A line whose details were checked longer ago than this is flagged for checking again. */
const CHECK_DUE_DAYS = 180;

type FormValues = Record<'region' | 'name' | 'description' | 'phone' | 'sms' | 'smsBody' | 'email' | 'url' | 'hours' | 'source' | 'lastChecked' | 'sortOrder', string>;
type FieldName = keyof FormValues;

const today = () => new Date().toISOString().slice(0, 10);

function valuesOf(line?: CrisisLineView): FormValues {
  return {
    region: line?.region ?? 'US',
    name: line?.name ?? '',
    description: line?.description ?? '',
    phone: line?.phone ?? '',
    sms: line?.sms ?? '',
    smsBody: line?.smsBody ?? '',
    email: line?.email ?? '',
    url: line?.url ?? '',
    hours: line?.hours ?? '24/7',
    source: line?.source ?? '',
    lastChecked: line?.lastChecked ?? today(),
    sortOrder: String(line?.sortOrder ?? 100),
  };
}

function inputOf(values: FormValues): CrisisLineInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  const order = values.sortOrder.trim() === '' ? 100 : Number(values.sortOrder);
  return {
    region: values.region as RegionCode,
    name: values.name,
    description: values.description,
    phone: orNull(values.phone),
    sms: orNull(values.sms),
    smsBody: orNull(values.smsBody),
    email: orNull(values.email),
    url: orNull(values.url),
    hours: values.hours,
    source: values.source,
    lastChecked: values.lastChecked,
    sortOrder: order,
  };
}

function checkDue(lastChecked: string): boolean {
  const checked = Date.parse(`${lastChecked}T00:00:00Z`);
  return Number.isNaN(checked) || Date.now() - checked > CHECK_DUE_DAYS * 24 * 60 * 60 * 1000;
}

/** Adds a line or changes one; checked by the same schema the server uses, with the server's answer on top. */
function CrisisLineForm({ line, onDone }: { line?: CrisisLineView; onDone: (message: string) => void }) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => valuesOf(line));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const create = useCreateCrisisLine();
  const update = useUpdateCrisisLine();
  const mutation = line ? update : create;

  const validation = crisisLineInputSchema.safeParse(inputOf(values));
  const clientErrors: Partial<Record<string, string>> = {};
  for (const issue of validation.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '_');
    clientErrors[key] ??= issue.message;
  }
  const errorOf = (field: FieldName) => serverErrors[field] ?? (submitted ? clientErrors[field] : undefined);
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validation.success) {
      const first = Object.keys(clientErrors)[0];
      if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const input = inputOf(values);
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
    };
    if (line) update.mutate({ id: line.id, input }, { onSuccess: (saved) => onDone(`${saved.name} has been saved.`), onError });
    else create.mutate(input, { onSuccess: (saved) => onDone(`${saved.name} has been added to ${crisisRegionName(saved.region)}.`), onError });
  };

  return (
    <Paper withBorder p="md" component="form" ref={formRef} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} data-testid="crisis-line-form">
      <Title order={3} size="h4" id={`${formId}-title`}>
        {line ? `Edit ${line.name}` : 'Add a crisis line'}
      </Title>
      <Stack gap="sm" mt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect label="Region" data={crisisRegions.map((r) => ({ value: r.code, label: r.name }))} required {...field('region')} />
          <TextInput label="Name" required maxLength={120} {...field('name')} />
        </SimpleGrid>
        <Textarea label="Description" description="One or two plain sentences: who it is for and what happens when you get in touch." required autosize minRows={2} maxLength={600} {...field('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Number to call" description="As people dial it, e.g. 116 123" inputMode="tel" {...field('phone')} />
          <TextInput label="Number to text" inputMode="tel" {...field('sms')} />
          <TextInput label="Text keyword" description="Only if people text a word, e.g. SHOUT" {...field('smsBody')} />
          <TextInput label="E-mail address" type="email" {...field('email')} />
          <TextInput label="Website" description="Starting with https://" type="url" {...field('url')} />
          <TextInput label="Opening hours" required {...field('hours')} />
          <TextInput label="Source" description="Where these details were checked, e.g. samaritans.org" required {...field('source')} />
          <TextInput label="Details last checked" type="date" required {...field('lastChecked')} />
          <TextInput label="Order in the region" description="Lower numbers come first" inputMode="numeric" {...field('sortOrder')} />
        </SimpleGrid>
        {mutation.error && !(mutation.error instanceof ApiError && mutation.error.fields) ? (
          <Alert color="red" variant="light" role="alert">
            {mutation.error.message}
          </Alert>
        ) : null}
        <Group gap="sm">
          <BusyButton type="submit" loading={mutation.isPending}>
            {line ? 'Save changes' : 'Add line'}
          </BusyButton>
          <Button variant="default" onClick={() => onDone('')} disabled={mutation.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function LineRow({ line, onEdit, onDeleted }: { line: CrisisLineView; onEdit: () => void; onDeleted: (message: string) => void }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteCrisisLine();
  const numbers = [line.phone && `Call ${line.phone}`, line.sms && `Text ${line.smsBody ? `${line.smsBody} to ` : ''}${line.sms}`, line.email, line.url].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder p="sm" data-testid="admin-crisis-line" data-line-id={line.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600}>{line.name}</Text>
            {checkDue(line.lastChecked) ? (
              <Badge color="yellow" variant="light">
                Check due
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {numbers || 'No contact details'}
          </Text>
          <Text size="xs" c="dimmed">
            {line.hours} · source {line.source} · checked {formatDay(line.lastChecked)} · order {line.sortOrder}
          </Text>
        </div>
        {isConfirming ? (
          <Group gap="xs" role="group" aria-label={`Confirm removing ${line.name}`}>
            <Text size="sm">Remove it? Visitors will no longer see it.</Text>
            <BusyButton size="xs" color="red.9" loading={remove.isPending} onClick={() => remove.mutate(line.id, { onSuccess: () => onDeleted(`${line.name} has been removed.`) })}>
              Remove
            </BusyButton>
            <Button size="xs" variant="default" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
              Keep
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${line.name}`}>
              Edit
            </Button>
            <Button size="xs" variant="default" onClick={() => setIsConfirming(true)} aria-label={`Remove ${line.name}`}>
              Remove
            </Button>
          </Group>
        )}
      </Group>
      {remove.error ? (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {remove.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}

/**
 * The admin editor of the crisis lines, for the admin dashboard's "Crisis lines" section. The server
 * refuses anyone who is not an admin; this only shows what the server allows.
 */
export function CrisisLinesAdmin() {
  const lines = useAdminCrisisLines();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const done = (text: string) => {
    setEditing(null);
    setMessage(text || null);
  };

  let content;
  if (lines.isPending) {
    content = (
      <Stack gap="xs" role="status" aria-label="Loading crisis lines">
        <Skeleton h={60} />
        <Skeleton h={60} />
      </Stack>
    );
  } else if (lines.isError) {
    const denied = lines.error instanceof ApiError && (lines.error.status === 401 || lines.error.status === 404);
    content = (
      <Alert color="gray" variant="light" title={denied ? 'Only admins can edit crisis lines' : 'We couldn’t load the crisis lines'}>
        <Text size="sm">{denied ? 'Log in with an admin account to edit this list.' : lines.error.message}</Text>
        {denied ? null : (
          <BusyButton size="xs" variant="default" mt="sm" onClick={() => void lines.refetch()} loading={lines.isFetching}>
            Try again
          </BusyButton>
        )}
      </Alert>
    );
  } else {
    content = (
      <Stack gap="lg">
        {lines.data.length === 0 ? <Text c="dimmed">There are no crisis lines. Add at least one for each region.</Text> : null}
        {crisisRegions.map((region) => {
          const regionLines = linesForRegion(lines.data, region.code);
          return (
            <section key={region.code} aria-labelledby={`admin-crisis-${region.code}`}>
              <Title order={3} size="h5" id={`admin-crisis-${region.code}`}>
                {region.name} ({regionLines.length})
              </Title>
              {regionLines.length === 0 ? (
                <Alert color="yellow" variant="light" mt="xs">
                  Visitors in this region see no lines. Add one.
                </Alert>
              ) : (
                <Stack component="ul" gap="xs" mt="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {regionLines.map((line) =>
                    editing === line.id ? (
                      <li key={line.id}>
                        <CrisisLineForm line={line} onDone={done} />
                      </li>
                    ) : (
                      <LineRow key={line.id} line={line} onEdit={() => (setMessage(null), setEditing(line.id))} onDeleted={done} />
                    ),
                  )}
                </Stack>
              )}
            </section>
          );
        })}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="crisis-lines-admin-heading" data-testid="crisis-lines-admin">
      <Title order={2} id="crisis-lines-admin-heading">
        Crisis lines
      </Title>
      <Text size="sm" c="dimmed" mt={4} maw="68ch">
        The numbers on the crisis page, by region. Check each line with its source before saving; visitors see changes within a few minutes, and offline visitors when they are next online.
      </Text>
      <Stack gap="md" mt="md">
        {message ? (
          <Alert role="status" color="harbour" variant="light">
            {message}
          </Alert>
        ) : null}
        {editing === 'new' ? (
          <CrisisLineForm onDone={done} />
        ) : (
          <Group>
            <Button onClick={() => (setMessage(null), setEditing('new'))} disabled={!lines.isSuccess}>
              Add a crisis line
            </Button>
          </Group>
        )}
        {content}
      </Stack>
    </section>
  );
}
