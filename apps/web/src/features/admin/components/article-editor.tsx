import { Alert, Button, Group, Image, Input, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import {
  articleCreateSchema,
  articleUpdateSchema,
  COVER_MAX_BYTES,
  COVER_TYPES,
  type AdminArticle,
  type ArticleCreate,
  type ArticleUpdate,
} from '@wellbeing/shared/schemas/admin';
import { ZONE_LABELS, ZONES, isZone, type Zone } from '@wellbeing/shared/zones';
import { Markdown } from '../../../components/markdown';
import { RestoredDraftNotice } from '../../../components/forms/restored-draft-notice';
import { ApiError } from '../../../lib/api-client';
import { sendFailureText } from '../../../lib/session/lost-session';
import { useKeepDraft, useRestoredDraft } from '../../../lib/session/use-unsaved-draft';
import { useCreateArticle } from '../api/create-article';
import { useAdminArticle } from '../api/get-admin-article';
import { useUpdateArticle } from '../api/update-article';
import { fromLocalInputValue, toLocalInputValue } from '../utils/format';
import { AdminPanel, ErrorState, LoadingState } from './section-states';
import { BusyButton } from '../../../components/busy-button';

interface Props {
  /** The article to edit, or null for a new one. */
  articleId: string | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

export function ArticleEditor({ articleId, onCancel, onSaved }: Props) {
  const existing = useAdminArticle(articleId);
  if (articleId && existing.isPending) {
    return (
      <AdminPanel id="article-editor" title="Edit article">
        <LoadingState label="Loading the article" lines={8} />
      </AdminPanel>
    );
  }
  if (articleId && existing.isError) {
    return (
      <AdminPanel id="article-editor" title="Edit article" actions={<Button variant="default" onClick={onCancel}>Back to the articles</Button>}>
        <ErrorState what="the article" error={existing.error} onRetry={() => void existing.refetch()} isRetrying={existing.isFetching} />
      </AdminPanel>
    );
  }
  const article = articleId ? (existing.data ?? null) : null;
  return <ArticleForm key={article?.id ?? 'new'} article={article} onCancel={onCancel} onSaved={onSaved} />;
}

interface Values {
  title: string;
  zone: Zone | '';
  excerpt: string;
  content: string;
  publishedAt: string;
}
type Field = keyof Values | 'cover';
type Errors = Partial<Record<Field | 'form', string>>;
interface ChosenCover {
  dataUrl: string;
  name: string;
}

const FIELD_ORDER: Field[] = ['title', 'zone', 'excerpt', 'publishedAt', 'cover', 'content'];

/** Where an article being written is kept until it is saved (lib/session/unsaved-drafts.ts): `article:new` or `article:<id>`. */
export const ARTICLE_DRAFT_PREFIX = 'article:';
interface ArticleDraft {
  values: Values;
  cover: ChosenCover | null;
}

/** zod issues keyed by form field (the cover's bytes belong to the cover picker). */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = (issue.path[0] === undefined ? 'form' : String(issue.path[0])) as Field | 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

function ArticleForm({ article, onCancel, onSaved }: { article: AdminArticle | null; onCancel: () => void; onSaved: (message: string) => void }) {
  const isNew = article === null;
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const coverId = useId();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const saving = create.isPending || update.isPending;
  const initial: Values = {
    title: article?.title ?? '',
    zone: article && isZone(article.zone) ? article.zone : '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    publishedAt: article ? toLocalInputValue(article.publishedAt) : '',
  };
  const draftKey = `${ARTICLE_DRAFT_PREFIX}${article?.id ?? 'new'}`;
  // An article written earlier and not saved (the session ended, or the admin went elsewhere) comes back.
  const restored = useRestoredDraft<ArticleDraft>(draftKey);
  const [values, setValues] = useState<Values>(restored?.values ?? initial);
  const [cover, setCover] = useState<ChosenCover | null>(restored?.cover ?? null);
  const [errors, setErrors] = useState<Errors>({});

  const draft = useMemo((): ArticleDraft => ({ values, cover }), [values, cover]);
  const dropDraft = useKeepDraft(draftKey, draft, restored !== undefined);
  const saved = (message: string) => {
    dropDraft();
    onSaved(message);
  };
  const cancel = () => {
    dropDraft();
    onCancel();
  };

  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const focusFirst = (found: Errors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return;
    const target = first === 'cover' ? fileRef.current : (formRef.current?.elements.namedItem(first) as HTMLElement | null);
    target?.focus();
  };

  const chooseCover = (file: File | undefined) => {
    setErrors((e) => ({ ...e, cover: undefined, form: undefined }));
    setCover(null);
    if (!file) return;
    // A first check for quick feedback; the server reads the bytes and decides.
    let problem: string | null = null;
    if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) problem = ERROR_MESSAGES['upload/svg-refused'];
    else if (!(COVER_TYPES as readonly string[]).includes(file.type)) problem = ERROR_MESSAGES['upload/not-image'];
    else if (file.size > COVER_MAX_BYTES) problem = ERROR_MESSAGES['upload/too-large'];
    if (problem) {
      setErrors((e) => ({ ...e, cover: problem }));
      if (fileRef.current) fileRef.current.value = '';
      return;
    }
    const reader = new FileReader();
    reader.onload = () => setCover({ dataUrl: String(reader.result), name: file.name });
    reader.onerror = () => setErrors((e) => ({ ...e, cover: 'The file could not be read. Please choose it again.' }));
    reader.readAsDataURL(file);
  };

  const showServerError = (error: Error) => {
    if (error instanceof ApiError && error.code.startsWith('upload/')) setErrors({ cover: error.message });
    else if (error instanceof ApiError && error.fields) {
      const mapped = errorsOf(Object.entries(error.fields).map(([key, message]) => ({ path: key === '_' ? [] : key.split('.'), message })));
      setErrors(Object.keys(mapped).length > 0 ? mapped : { form: error.message });
      focusFirst(mapped);
    } else setErrors({ form: sendFailureText(error, 'save') });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const publishedAt = fromLocalInputValue(values.publishedAt);
    if (values.publishedAt && !publishedAt) {
      const found = { publishedAt: 'Give the publish date as a date and time.' };
      setErrors(found);
      focusFirst(found);
      return;
    }
    if (isNew) {
      const input = {
        title: values.title,
        zone: values.zone,
        excerpt: values.excerpt,
        content: values.content,
        ...(publishedAt ? { publishedAt } : {}),
        cover: cover ? { data: cover.dataUrl, fileName: cover.name } : undefined,
      };
      const parsed = articleCreateSchema.safeParse(input);
      if (!parsed.success) {
        const found = errorsOf(parsed.error.issues);
        if (!cover) found.cover = 'Choose a cover image.';
        setErrors(found);
        focusFirst(found);
        return;
      }
      create.mutate(input as ArticleCreate, {
        onSuccess: (article) => saved(`“${article.title}” is published in ${isZone(article.zone) ? ZONE_LABELS[article.zone] : article.zone}.`),
        onError: showServerError,
      });
      return;
    }
    const changes: ArticleUpdate = {};
    if (values.title.trim() !== article.title) changes.title = values.title;
    if (values.zone !== article.zone && values.zone !== '') changes.zone = values.zone;
    if (values.excerpt.trim() !== article.excerpt) changes.excerpt = values.excerpt;
    if (values.content.trim() !== article.content) changes.content = values.content;
    if (publishedAt && values.publishedAt !== initial.publishedAt) changes.publishedAt = publishedAt;
    if (cover) changes.cover = { data: cover.dataUrl, fileName: cover.name };
    if (Object.keys(changes).length === 0) {
      setErrors({ form: 'Nothing has changed, so there is nothing to save.' });
      return;
    }
    const parsed = articleUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    update.mutate(
      { id: article.id, changes },
      { onSuccess: (changed) => saved(`Your changes to “${changed.title}” are saved.`), onError: showServerError },
    );
  };

  const coverPreview = cover?.dataUrl ?? article?.coverImg ?? null;

  return (
    <AdminPanel
      id="article-editor"
      title={isNew ? 'New article' : 'Edit article'}
      description="Articles appear as soon as they are saved. Write in plain markdown; the preview shows exactly what readers will see."
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="article-form" aria-label={isNew ? 'New article' : 'Edit article'}>
        <Stack gap="md">
          {restored ? <RestoredDraftNotice testId="article-restored" /> : null}
          {errors.form ? (
            <Alert color="red" variant="light" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <TextInput name="title" label="Title" required value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} maxLength={150} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              name="zone"
              label="Zone"
              required
              value={values.zone}
              onChange={(e) => set('zone', e.currentTarget.value)}
              error={errors.zone}
              data={[{ value: '', label: 'Choose a zone', disabled: true }, ...ZONES.map((z) => ({ value: z, label: ZONE_LABELS[z] }))]}
              description="Who can read it follows from the zone."
            />
            <TextInput
              name="publishedAt"
              type="datetime-local"
              label="Publish date"
              value={values.publishedAt}
              onChange={(e) => set('publishedAt', e.currentTarget.value)}
              error={errors.publishedAt}
              description={isNew ? 'Leave empty to publish now. It cannot be in the future.' : 'It cannot be in the future.'}
            />
          </SimpleGrid>
          <Textarea
            name="excerpt"
            label="Excerpt"
            required
            autosize
            minRows={2}
            maxLength={300}
            value={values.excerpt}
            onChange={(e) => set('excerpt', e.currentTarget.value)}
            error={errors.excerpt}
            description="One or two sentences shown on cards and under the title."
          />
          <Input.Wrapper
            id={coverId}
            label="Cover image"
            required={isNew}
            description={`PNG, JPEG or WebP, at most 2 MB.${isNew ? '' : ' Choose a file only to replace the current cover.'}`}
            error={errors.cover}
          >
            <Group align="flex-start" gap="md" mt={6} wrap="wrap">
              <input
                ref={fileRef}
                id={coverId}
                name="cover"
                type="file"
                accept={COVER_TYPES.join(',')}
                onChange={(e) => chooseCover(e.currentTarget.files?.[0])}
                aria-invalid={errors.cover ? true : undefined}
                aria-describedby={`${coverId}-description${errors.cover ? ` ${coverId}-error` : ''}`}
                style={{ maxWidth: '100%' }}
              />
              {coverPreview ? <Image src={coverPreview} alt={cover ? `Chosen cover: ${cover.name}` : 'Current cover'} w={200} h={112} fit="cover" radius="sm" /> : null}
            </Group>
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Textarea
              name="content"
              label="Content"
              required
              autosize
              minRows={14}
              maxRows={40}
              value={values.content}
              onChange={(e) => set('content', e.currentTarget.value)}
              error={errors.content}
              description="## for headings, **bold**, *italic*, lists with - or 1., links as [text](https://…)."
              styles={{ input: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 } }}
            />
            <Paper withBorder p="md" component="section" aria-labelledby={`${coverId}-preview`} data-testid="article-preview" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Title order={3} size="h5" id={`${coverId}-preview`} c="dimmed">
                Preview
              </Title>
              {values.content.trim() ? <Markdown content={values.content} /> : <Text c="dimmed" mt="sm">The preview appears here as you write.</Text>}
            </Paper>
          </SimpleGrid>
          <Group gap="sm">
            <BusyButton type="submit" loading={saving}>
              {isNew ? 'Publish the article' : 'Save changes'}
            </BusyButton>
            <Button variant="default" onClick={cancel} disabled={saving}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </AdminPanel>
  );
}
