import { PageTitle } from '../components/page-title';
import { InteractiveTools } from '../features/tools/components/interactive-tools';

export function Component() {
  return (
    <section>
      <PageTitle lead="Quick, private ways to check in with yourself and steady things when they feel too much. Most need no account; saving needs one.">Interactive tools</PageTitle>
      <InteractiveTools />
    </section>
  );
}
