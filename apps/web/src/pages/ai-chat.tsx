import '../styles/mantine-chat.css';
import { queryClient } from '../app/query-client';
import { PageTitle } from '../components/page-title';
import { assistantQuery } from '../features/chat/api/get-assistant';
import { conversationsQuery } from '../features/chat/api/get-conversations';
import { ChatScreen } from '../features/chat/components/chat-screen';
import { getSessionUser } from '../lib/session/session-store';

/**
 * Run by the route once this module has loaded (app/route-modules.ts), alongside the login guard: for someone signed
 * in, asks for the assistant and their conversations at once. On a first visit the server has sent both with the
 * page (plugins/web-app.ts), so they are in the cache when the screen is first drawn; otherwise they are on their way
 * while it draws its loading states. A visitor who is not signed in asks for nothing (the guard sends them to log in).
 */
export function startRequests() {
  if (getSessionUser() === null) return;
  void queryClient.prefetchQuery(assistantQuery());
  void queryClient.prefetchQuery(conversationsQuery());
}

/** /ai-chat (login required): talk things through with Harbour’s assistant, with crisis help first. */
export function Component() {
  return (
    <section>
      <PageTitle lead="A private space to talk things through, any time. Help from people is always one tap away.">AI chat</PageTitle>
      <ChatScreen />
    </section>
  );
}
