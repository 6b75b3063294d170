import '../styles/mantine-article.css';
import { useParams } from 'react-router';
import { ArticleView } from '../features/articles/components/article-view';
import { useSessionUser } from '../lib/session/use-session-user';

/** Reached only after the article guard allowed it; the server applies the same rule to the content. */
export function Component() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  return <ArticleView id={id} canRate={user !== null} />;
}
