import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSessionUser } from '../../../lib/session/session-store';
import { sessionNoticeState } from '../../../lib/session/session-notice';
import { dropAllDrafts } from '../../../lib/session/unsaved-drafts';
import { USER_DATA_QUERY_KEY } from '../../../lib/session/user-data';

/**
 * After the server ended this device's session (signed out everywhere, account deleted): go to `path` with a
 * calm notice, then forget the user and their cached data. Leaving first keeps the profile from refetching
 * (and failing) in the moment between.
 */
export function useLeaveAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (path: string, notice: string) => {
    await navigate(path, { replace: true, state: sessionNoticeState(notice) });
    clearSessionUser();
    dropAllDrafts();
    queryClient.removeQueries({ queryKey: USER_DATA_QUERY_KEY });
  };
}
