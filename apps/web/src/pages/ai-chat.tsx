import { PageTitle } from '../components/page-title';
import { ChatScreen } from '../features/chat/components/chat-screen';

/** /ai-chat (login required): talk things through with Harbour’s assistant, with crisis help first. */
export function Component() {
  return (
    <section>
      <PageTitle lead="A private space to talk things through, any time. Help from people is always one tap away.">AI chat</PageTitle>
      <ChatScreen />
    </section>
  );
}
