import { Alert, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { ERROR_MESSAGES } from '@wellbeing/shared/errors';
import { MAX_SCORE, MIN_SCORE } from '@wellbeing/shared/product';
import { useArticleRating, useRateArticle } from '../api/article-rating';

const SCORES = Array.from({ length: MAX_SCORE - MIN_SCORE + 1 }, (_, i) => MIN_SCORE + i);

export function RatingSummaryText({ average, count }: { average: number | null; count: number }) {
  if (count === 0 || average === null) return <>Not rated yet</>;
  return (
    <>
      {average.toFixed(1)} out of 5 from {count} {count === 1 ? 'rating' : 'ratings'}
    </>
  );
}

/** The score a key chooses from the current one (arrows step, Home and End jump to the ends), or null for other keys. */
function keyedScore(key: string, current: number | null): number | null {
  if (key === 'Home') return MIN_SCORE;
  if (key === 'End') return MAX_SCORE;
  const delta = key === 'ArrowRight' || key === 'ArrowUp' ? 1 : key === 'ArrowLeft' || key === 'ArrowDown' ? -1 : 0;
  if (!delta) return null;
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, (current ?? MIN_SCORE - (delta > 0 ? 1 : -1)) + delta));
}

/**
 * A 1–5 star control (a radio group, so it works by keyboard and screen reader: arrows, Home and End choose). A
 * failed save keeps the chosen score on screen with "Failed to save rating." and a retry.
 */
export function StarRating({ articleId }: { articleId: string }) {
  const rating = useArticleRating(articleId);
  const rate = useRateArticle(articleId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const current = chosen ?? rating.data?.mine ?? null;
  const shown = hover ?? current ?? 0;

  const save = (score: number) => {
    setChosen(score);
    rate.mutate(score);
  };

  return (
    <section aria-labelledby="rating-heading" data-testid="article-rating">
      <Text id="rating-heading" fw={700} component="h2" size="lg">
        Was this helpful?
      </Text>
      <Text size="sm" c="dimmed" data-testid="rating-summary">
        {rating.isPending ? 'Loading ratings…' : rating.isError ? 'Ratings are not available right now.' : <RatingSummaryText {...rating.data.rating} />}
      </Text>
      <Group gap={4} mt="xs" role="radiogroup" aria-labelledby="rating-heading" onMouseLeave={() => setHover(null)}>
        {SCORES.map((score) => (
          <UnstyledButton
            key={score}
            role="radio"
            aria-checked={current === score}
            aria-label={`${score} ${score === 1 ? 'star' : 'stars'}`}
            tabIndex={current === score || (current === null && score === MIN_SCORE) ? 0 : -1}
            onMouseEnter={() => setHover(score)}
            onFocus={() => setHover(null)}
            onClick={() => save(score)}
            onKeyDown={(event) => {
              const next = keyedScore(event.key, current);
              if (next === null) return;
              event.preventDefault();
              if (next !== current) save(next);
              (event.currentTarget.parentElement?.children[next - MIN_SCORE] as HTMLElement | undefined)?.focus();
            }}
            style={{ fontSize: 30, lineHeight: 1, padding: 4, color: score <= shown ? 'var(--harbour-star-on)' : 'var(--harbour-star-off)' }}
          >
            <span aria-hidden="true">{score <= shown ? '★' : '☆'}</span>
          </UnstyledButton>
        ))}
      </Group>
      <div role="status" aria-live="polite">
        {rate.isSuccess && !rate.isPending ? <Text size="sm">Thank you — your rating is saved.</Text> : null}
      </div>
      {rate.isError ? (
        <Alert color="red" variant="light" mt="xs" role="alert" data-testid="rating-error">
          <Group justify="space-between" gap="xs">
            <span>{ERROR_MESSAGES['rating/save-failed']}</span>
            {current !== null ? (
              <Button size="xs" variant="outline" onClick={() => save(current)}>
                Try again
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : null}
    </section>
  );
}
