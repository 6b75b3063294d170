import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/page-title';
import { AuthActionResult } from '../features/auth/components/auth-action-result';

export function Component() {
  const [params] = useSearchParams();
  return (
    <section>
      <PageTitle>Account action</PageTitle>
      <AuthActionResult mode={params.get('mode')} error={params.get('error')} token={params.get('token')} />
    </section>
  );
}
