import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, type RatingSort } from '@wellbeing/shared/schemas/admin';
import { ZONE_LABELS, isZone } from '@wellbeing/shared/zones';
import { useRatingStats } from '../api/get-rating-stats';
import { formatDay } from '../../../lib/format-date';
import { RatingDistribution } from './rating-distribution';
import { AdminPanel, EmptyState, ErrorState, LoadingState, Pager, ScrollRegion } from './section-states';

type Direction = 'asc' | 'desc';

/** A column header that sorts the table; the current order is announced through aria-sort. */
function SortHeader({ label, column, sort, direction, onSort }: { label: string; column: RatingSort; sort: RatingSort; direction: Direction; onSort: (column: RatingSort) => void }) {
  const active = sort === column;
  return (
    <Table.Th scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {label}
        <span aria-hidden="true">{active ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        <span className="visually-hidden">{active ? `, sorted ${direction === 'asc' ? 'lowest' : 'highest'} first; select to reverse` : ', select to sort'}</span>
      </UnstyledButton>
    </Table.Th>
  );
}

export function RatingsSection() {
  const [sort, setSort] = useState<RatingSort>('average');
  const [direction, setDirection] = useState<Direction>('desc');
  const [page, setPage] = useState(1);
  const stats = useRatingStats({ sort, direction, page, pageSize: ADMIN_PAGE_SIZE });

  const onSort = (column: RatingSort) => {
    if (column === sort) setDirection((d) => (d === 'asc' ? 'desc' : 'asc'));
    else {
      setSort(column);
      setDirection(column === 'title' ? 'asc' : 'desc');
    }
    setPage(1);
  };

  let content;
  if (stats.isPending) content = <LoadingState label="Loading ratings" />;
  else if (stats.isError) content = <ErrorState what="the ratings" error={stats.error} onRetry={() => void stats.refetch()} isRetrying={stats.isFetching} />;
  else if (stats.data.items.length === 0) content = <EmptyState>There are no articles yet, so there is nothing to rate.</EmptyState>;
  else
    content = (
      <>
        <ScrollRegion label="Ratings by article">
          <Table striped miw={760} verticalSpacing="xs" data-testid="ratings-table">
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Article" column="title" sort={sort} direction={direction} onSort={onSort} />
                <Table.Th scope="col">Zone</Table.Th>
                <SortHeader label="Average" column="average" sort={sort} direction={direction} onSort={onSort} />
                <SortHeader label="Ratings" column="count" sort={sort} direction={direction} onSort={onSort} />
                <Table.Th scope="col">Distribution (1–5)</Table.Th>
                <SortHeader label="Last rated" column="latest" sort={sort} direction={direction} onSort={onSort} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.data.items.map((row) => (
                <Table.Tr key={row.articleId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/articles/${encodeURIComponent(row.articleId)}`}>
                      {row.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{isZone(row.zone) ? ZONE_LABELS[row.zone] : row.zone}</Table.Td>
                  <Table.Td>{row.average === null ? <Text span c="dimmed" size="sm">Not rated</Text> : `${row.average.toFixed(1)} / 5`}</Table.Td>
                  <Table.Td>{row.count}</Table.Td>
                  <Table.Td>
                    <RatingDistribution distribution={row.distribution} />
                  </Table.Td>
                  <Table.Td>{row.lastRatedAt ? formatDay(row.lastRatedAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={stats.data.total} onChange={setPage} label="Rating pages" />
      </>
    );

  return (
    <AdminPanel id="ratings" title="Ratings" description="How readers rate each article. Select a column heading to sort; unrated articles come last.">
      {content}
    </AdminPanel>
  );
}
