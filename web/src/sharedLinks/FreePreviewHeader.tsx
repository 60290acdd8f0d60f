import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

const messages = defineMessages({
  title: { id: 'freePreview.title', defaultMessage: 'Free preview' },
  cta: { id: 'freePreview.cta', defaultMessage: 'Create your own brand guide' },
});

const text = defineMessage<{ brand: string }>({
  id: 'freePreview.text',
  defaultMessage: '{brand} shared these pages with you through a link. You are reading them read-only.',
});

/**
 * The free-preview header (spec 2): above pages read through a shared link of a brand on the free
 * plan.
 */
export function FreePreviewHeader({ brandName }: { brandName: string }) {
  return (
    <aside className="free-preview" aria-labelledby="free-preview-title">
      <div>
        <strong id="free-preview-title" className="badge">
          <FormattedMessage {...messages.title} />
        </strong>{' '}
        <FormattedMessage {...text} values={{ brand: brandName }} />
      </div>
      <Link to="/register" className="button small">
        <FormattedMessage {...messages.cta} />
      </Link>
    </aside>
  );
}
