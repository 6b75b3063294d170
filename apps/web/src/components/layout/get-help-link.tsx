import { Link } from 'react-router';
import { CRISIS_PATH } from '@wellbeing/shared/routes';

/** The crisis page, one click from every page, signed in or not. */
export function GetHelpLink() {
  return (
    <Link
      to={CRISIS_PATH}
      data-testid="get-help-now"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 40,
        padding: '0.4rem 0.9rem',
        borderRadius: 999,
        // Invisible, until forced colours (Windows High Contrast) drop the background: then the pill's outline shows.
        border: '1px solid transparent',
        fontWeight: 700,
        textDecoration: 'none',
        background: 'var(--harbour-urgent-bg)',
        color: 'var(--harbour-urgent-fg)',
        whiteSpace: 'nowrap',
      }}
    >
      Get help now
    </Link>
  );
}
