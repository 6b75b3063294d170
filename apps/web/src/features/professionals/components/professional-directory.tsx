import { Alert, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  APPROACHES,
  APPROACH_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  SPECIALTIES,
  SPECIALTY_LABELS,
  type DirectoryEntry,
} from '@wellbeing/shared/schemas/professionals';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { CardListSkeleton, LoadErrorAlert, PageNav } from '../../../components/list-states';
import { useDirectory } from '../api/search-professionals';
import { EMPTY_SEARCH, readSearchState, toDirectorySearch, writeSearchState, type SearchState } from '../utils/directory-search';
import { ContactRequestDialog } from './contact-request-dialog';
import { ProfessionalCard } from './professional-card';
import { byData, focusLater } from '../../../lib/focus-later';

/**
 * Keeps the search in the address (reload and shared links keep it) without a navigation: each filter
 * change replaces the current history entry, keeping the router's own entry state.
 */
function replaceAddressSearch(params: URLSearchParams): void {
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}

const byLabel = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  [...values].sort((a, b) => labels[a].localeCompare(labels[b], 'en-GB')).map((value) => ({ value, label: labels[value] }));

const SPECIALTY_OPTIONS = [{ value: '', label: 'Any specialty' }, ...byLabel(SPECIALTIES, SPECIALTY_LABELS)];
const APPROACH_OPTIONS = [{ value: '', label: 'Any approach' }, ...byLabel(APPROACHES, APPROACH_LABELS)];
const LANGUAGE_OPTIONS = [{ value: '', label: 'Any language' }, ...byLabel(LANGUAGES, LANGUAGE_LABELS)];
const MODE_OPTIONS = [
  { value: '', label: 'Online or in person' },
  { value: 'online', label: 'Online' },
  { value: 'in-person', label: 'In person' },
];

/** Names of the filters in use, each with the change that removes it (the empty state offers these). */
function activeFilters(state: SearchState): { label: string; without: Partial<SearchState> }[] {
  const filters: { label: string; without: Partial<SearchState> }[] = [];
  if (state.q.trim()) filters.push({ label: `“${state.q.trim()}”`, without: { q: '' } });
  if (state.specialty) filters.push({ label: SPECIALTY_LABELS[state.specialty as keyof typeof SPECIALTY_LABELS], without: { specialty: '' } });
  if (state.approach) filters.push({ label: APPROACH_LABELS[state.approach as keyof typeof APPROACH_LABELS], without: { approach: '' } });
  if (state.language) filters.push({ label: LANGUAGE_LABELS[state.language as keyof typeof LANGUAGE_LABELS], without: { language: '' } });
  if (state.mode) filters.push({ label: state.mode === 'online' ? 'Online' : 'In person', without: { mode: '' } });
  if (state.accepting) filters.push({ label: 'Taking new requests', without: { accepting: false } });
  if (state.lowCost) filters.push({ label: 'Free or low cost', without: { lowCost: false } });
  return filters;
}

/**
 * The directory: search and filters (kept in the page address), the results a page at a time, and a way to
 * contact each professional. Everyone listed is verified; the server decides that, not this page.
 */
export function ProfessionalDirectory() {
  const location = useLocation();
  // The search lives in this component (so a choice shows at once) and is mirrored in the address.
  const [state, setState] = useState(() => readSearchState(new URLSearchParams(location.search)));
  const [contacting, setContacting] = useState<DirectoryEntry | null>(null);
  const user = useSessionUser();
  const directory = useDirectory(toDirectorySearch(state));

  const update = (change: Partial<SearchState>) => {
    const next = { ...state, page: 1, ...change };
    setState(next);
    replaceAddressSearch(writeSearchState(next));
  };

  // The words in the box follow the search in use ("Clear" and the empty state's suggestions change it) without
  // remounting the form, which would drop the keyboard's focus after every search.
  const [words, setWords] = useState(state.q);
  useEffect(() => setWords(state.q), [state.q]);
  const submitText = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ q: words });
  };

  const filters = activeFilters(state);
  // After a change that removes the button used (a widened search, a new page), reading starts from the results.
  const focusResults = () => requestAnimationFrame(() => document.getElementById('directory-results-heading')?.focus());
  // The dialog is drawn only while open, so Mantine's own return of the focus does not happen: the button that
  // opened it takes the focus back once it has gone.
  const closeDialog = () => {
    const id = contacting?.id;
    setContacting(null);
    if (id) focusLater(byData('data-contact-professional', id));
  };

  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="directory-search-heading">
        <Title order={2} size="h4" id="directory-search-heading" mb="sm">
          Search the directory
        </Title>
        <form role="search" aria-label="Search professionals" onSubmit={submitText}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Name, place or words"
              description="For example: Cardiff, grief, evenings"
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
              maxLength={100}
              style={{ flex: '1 1 16rem' }}
              name="q"
              type="search"
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="md">
          <NativeSelect label="Specialty" data={SPECIALTY_OPTIONS} value={state.specialty} onChange={(e) => update({ specialty: e.currentTarget.value })} />
          <NativeSelect label="Approach" data={APPROACH_OPTIONS} value={state.approach} onChange={(e) => update({ approach: e.currentTarget.value })} />
          <NativeSelect label="Language" data={LANGUAGE_OPTIONS} value={state.language} onChange={(e) => update({ language: e.currentTarget.value })} />
          <NativeSelect label="Meets people" data={MODE_OPTIONS} value={state.mode} onChange={(e) => update({ mode: e.currentTarget.value })} />
        </SimpleGrid>
        <Group mt="md" gap="lg">
          <Checkbox label="Taking new requests only" checked={state.accepting} onChange={(e) => update({ accepting: e.currentTarget.checked })} />
          <Checkbox label="Free or low cost only" checked={state.lowCost} onChange={(e) => update({ lowCost: e.currentTarget.checked })} />
          {filters.length > 0 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                update(EMPTY_SEARCH);
                focusResults();
              }}
            >
              Clear search and filters
            </Button>
          ) : null}
        </Group>
      </Card>

      <section aria-labelledby="directory-results-heading" aria-busy={directory.isFetching || undefined}>
        <Title order={2} size="h4" id="directory-results-heading" mb="sm" tabIndex={-1} style={{ outline: 'none' }}>
          Professionals
        </Title>
        <Results
          directory={directory}
          filters={filters}
          onWiden={(change) => {
            update(change);
            focusResults();
          }}
          onPage={(page) => {
            update({ page });
            focusResults();
          }}
          onContact={setContacting}
          currentUserId={user?.uid ?? null}
        />
      </section>

      {contacting ? <ContactRequestDialog professional={contacting} onClose={closeDialog} defaultEmail={user?.email ?? ''} /> : null}
    </Stack>
  );
}

function Results({
  directory,
  filters,
  onWiden,
  onPage,
  onContact,
  currentUserId,
}: {
  directory: ReturnType<typeof useDirectory>;
  filters: ReturnType<typeof activeFilters>;
  onWiden: (change: Partial<SearchState>) => void;
  onPage: (page: number) => void;
  onContact: (professional: DirectoryEntry) => void;
  currentUserId: string | null;
}) {
  if (directory.isPending) return <CardListSkeleton label="Loading professionals" cards={3} titleWidth="40%" />;
  if (directory.isError) {
    return <LoadErrorAlert title="We couldn’t load the directory" error={directory.error} onRetry={() => void directory.refetch()} isRetrying={directory.isFetching} testId="directory-error" />;
  }
  const { items, total, page, pageSize } = directory.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (items.length === 0) {
    return (
      <Alert color="gray" variant="light" title="No professionals match this search" data-testid="directory-empty">
        {filters.length > 0 ? (
          <>
            <Text size="sm">Try widening it: remove a filter or use fewer words.</Text>
            <Group gap="xs" mt="sm">
              {filters.map((filter) => (
                <Button key={filter.label} size="compact-sm" variant="default" onClick={() => onWiden(filter.without)}>
                  Remove: {filter.label}
                </Button>
              ))}
              <Button size="compact-sm" variant="subtle" onClick={() => onWiden(EMPTY_SEARCH)}>
                Show everyone
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">No verified professionals are listed yet. Please check back soon; in the meantime the crisis help page lists free lines you can call or text.</Text>
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" role="status" data-testid="directory-count">
        {total === 1 ? '1 professional found' : `${total} professionals found`}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </Text>
      <Stack component="ul" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="directory-results">
        {items.map((professional) => (
          <ProfessionalCard key={professional.id} professional={professional} isSelf={professional.id === currentUserId} onContact={() => onContact(professional)} />
        ))}
      </Stack>
      <PageNav label="Result pages" page={page} pages={pages} onPage={onPage} />
    </Stack>
  );
}
