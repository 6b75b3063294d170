import pg from 'pg';

/** Databases made by this test run share a prefix, so teardown (or the next run) can find and drop them. */
export const RUN_PREFIX = `harbour_t${process.env.HARBOUR_TEST_RUN ?? String(process.ppid)}`;

export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function adminPool(baseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: baseUrl, max: 1 });
  pool.on('error', () => {});
  return pool;
}
