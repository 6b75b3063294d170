import { useEffect, useState } from 'react';
import type { LoadOnce } from './load-once';

/**
 * What `code` gives once it has arrived (asked for when this mounts, unless it is here already), whether the
 * fetch failed, and a retry, which clears the failure and so asks again (a failed fetch is never kept).
 */
export function useLoadOnce<T>(code: LoadOnce<T>): { value: T | undefined; failed: boolean; retry: () => void } {
  const [value, setValue] = useState<T | undefined>(code.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (value !== undefined || failed) return;
    let current = true;
    code.load().then(
      (arrived) => current && setValue(() => arrived),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, value, failed]);
  return { value, failed, retry: () => setFailed(false) };
}
