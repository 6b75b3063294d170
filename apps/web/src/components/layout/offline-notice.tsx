import { Link, useLocation } from 'react-router';
import { messageFor } from '@wellbeing/shared/errors';
import { CRISIS_PATH } from '@wellbeing/shared/routes';
import { useOnline } from '../../lib/use-online';

/**
 * Said under the header while the browser is offline: a screen that needs the server waits for the connection
 * (its loading state would otherwise be all there is to see; the catalogue's offline text says why), and a save
 * fails at once (query-client.ts). The crisis page is kept for offline use, so the way to it is right here. The
 * region is always in the page, so a screen reader hears the words when they appear.
 */
export function OfflineNotice() {
  const online = useOnline();
  const onCrisisPage = useLocation().pathname === CRISIS_PATH;
  return (
    <div role="status" className={online ? undefined : 'offline-notice'} data-testid="offline-notice">
      {online ? null : onCrisisPage ? (
        <>{messageFor('offline/unavailable')} This page works offline, and phone numbers work without the internet.</>
      ) : (
        <>
          {messageFor('offline/unavailable')} What is on screen stays; new pages and saving need the connection. <Link to={CRISIS_PATH}>Crisis help</Link> works offline.
        </>
      )}
    </div>
  );
}
