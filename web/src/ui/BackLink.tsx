import { Link } from 'react-router';
import { Icon } from './Icon';

/**
 * The link back to where a screen belongs ("Back to <brand>"), above its heading: an arrow of the
 * icon set and one line of text, cut with "…" when a long name does not fit (the whole text stays
 * the link's name, and its tooltip).
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="back-link-line">
      <Link to={to} className="back-link" title={label}>
        <Icon name="back" size={14} />
        <span className="back-link-text">{label}</span>
      </Link>
    </p>
  );
}
