import { Anchor, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, type AdminArticleSummary } from '@wellbeing/shared/schemas/admin';
import { ZONE_LABELS, ZONES, isZone, type Zone } from '@wellbeing/shared/zones';
import { useDeleteArticle } from '../api/delete-article';
import { useAdminArticles } from '../api/get-admin-articles';
import { formatDay } from '../../../lib/format-date';
import { plural } from '../utils/format';
import { draftKeysOf } from '../../../lib/session/unsaved-drafts';
import { useSessionUser } from '../../../lib/session/use-session-user';
import { ARTICLE_DRAFT_PREFIX, ArticleEditor } from './article-editor';
import { AdminPanel, ConfirmDialog, DANGER_TEXT, EmptyState, ErrorState, LoadingState, Pager, ResultMessage, ScrollRegion } from './section-states';

type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; id: string };

/** An article left unsaved (the session ended, or the admin went to another section) opens again where it was. */
function unsavedArticleView(uid: string | undefined): View {
  const key = uid ? draftKeysOf(ARTICLE_DRAFT_PREFIX, uid)[0] : undefined;
  if (key === undefined) return { mode: 'list' };
  return key === 'new' ? { mode: 'create' } : { mode: 'edit', id: key };
}

export function ArticlesSection() {
  const uid = useSessionUser()?.uid;
  const [view, setView] = useState<View>(() => unsavedArticleView(uid));
  const [message, setMessage] = useState<string | null>(null);

  if (view.mode !== 'list') {
    return (
      <ArticleEditor
        articleId={view.mode === 'edit' ? view.id : null}
        onCancel={() => setView({ mode: 'list' })}
        onSaved={(text) => {
          setMessage(text);
          setView({ mode: 'list' });
        }}
      />
    );
  }
  return (
    <ArticleList
      message={message}
      onDismissMessage={() => setMessage(null)}
      onCreate={() => {
        setMessage(null);
        setView({ mode: 'create' });
      }}
      onEdit={(id) => {
        setMessage(null);
        setView({ mode: 'edit', id });
      }}
      onDeleted={setMessage}
    />
  );
}

function ArticleList({ message, onDismissMessage, onCreate, onEdit, onDeleted }: { message: string | null; onDismissMessage: () => void; onCreate: () => void; onEdit: (id: string) => void; onDeleted: (message: string) => void }) {
  const [search, setSearch] = useState('');
  const [zone, setZone] = useState<Zone | ''>('');
  const [page, setPage] = useState(1);
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useAdminArticles({ q, zone, page, pageSize: ADMIN_PAGE_SIZE });
  const remove = useDeleteArticle();
  const [deleting, setDeleting] = useState<AdminArticleSummary | null>(null);

  let content;
  if (list.isPending) content = <LoadingState label="Loading articles" />;
  else if (list.isError) content = <ErrorState what="the articles" error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  else if (list.data.items.length === 0) content = <EmptyState>{q || zone ? 'No articles match these filters.' : 'No articles yet. Create the first one.'}</EmptyState>;
  else
    content = (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          {plural(list.data.total, 'article')}
        </Text>
        <ScrollRegion label="Articles">
          <Table striped highlightOnHover miw={680} verticalSpacing="xs" data-testid="articles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Title</Table.Th>
                <Table.Th scope="col">Zone</Table.Th>
                <Table.Th scope="col">Published</Table.Th>
                <Table.Th scope="col">Last edited</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((article) => (
                <Table.Tr key={article.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/articles/${encodeURIComponent(article.id)}`} fw={600}>
                      {article.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{isZone(article.zone) ? ZONE_LABELS[article.zone] : article.zone}</Table.Td>
                  <Table.Td>{formatDay(article.publishedAt)}</Table.Td>
                  <Table.Td>{formatDay(article.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="outline" onClick={() => onEdit(article.id)} aria-label={`Edit “${article.title}”`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        c={DANGER_TEXT}
                        onClick={() => {
                          remove.reset();
                          setDeleting(article);
                        }}
                        aria-label={`Delete “${article.title}”`}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={list.data.total} onChange={setPage} label="Article pages" />
      </>
    );

  return (
    <AdminPanel
      id="articles"
      title="Articles"
      description="Write, edit and remove articles. The newest three appear on Home; each zone lists its own, newest first."
      actions={<Button onClick={onCreate}>New article</Button>}
    >
      {message ? (
        <ResultMessage key={message} takeFocus onClose={onDismissMessage}>
          {message}
        </ResultMessage>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search titles"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label="Zone"
          value={zone}
          onChange={(e) => {
            setZone(e.currentTarget.value as Zone | '');
            setPage(1);
          }}
          data={[{ value: '', label: 'All zones' }, ...ZONES.map((z) => ({ value: z, label: ZONE_LABELS[z] }))]}
          style={{ flex: '0 1 13rem' }}
        />
      </Group>
      {content}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this article?"
        confirmLabel="Delete the article"
        isPending={remove.isPending}
        error={remove.error}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              onDeleted(`“${deleting.title}” was deleted.`);
              setDeleting(null);
            },
          })
        }
      >
        <Text size="sm">“{deleting?.title}” and all its ratings are removed for good. Readers with a link to it will see “not found”.</Text>
      </ConfirmDialog>
    </AdminPanel>
  );
}
