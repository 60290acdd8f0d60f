import { defineMessage, FormattedMessage } from 'react-intl';
import { Icon } from '../ui/Icon';
import { FreePreviewHeader } from './FreePreviewHeader';

const viewingVersion = defineMessage<{ name: string }>({
  id: 'reader.viewingVersion',
  defaultMessage: 'You are viewing version “{name}”',
});

/**
 * What readers who are not members are told above every screen of a brand they read (its home
 * and each of its pages): the free-preview header when they read it through a shared link of a
 * brand on the free plan (spec 2), and the version they are shown instead of the live brand (a link
 * pinned to one, or the brand's "readers see the newest version"). Nothing for anyone else.
 */
export function ReaderNotices({
  brand,
  showVersion = true,
}: {
  brand: {
    readonly name: string;
    readonly userRole: string;
    readonly freePreview: boolean;
    readonly viewerCan: { readonly readPrivate: boolean };
    readonly shownVersion: { readonly name: string } | null | undefined;
  };
  /** False where the screen says itself which version it shows. */
  showVersion?: boolean;
}) {
  const freePreview = brand.userRole === 'shared' && brand.freePreview;
  // Members read the live brand; readers may be shown a version of it.
  const version = showVersion && !brand.viewerCan.readPrivate ? brand.shownVersion : null;
  if (!freePreview && !version) return null;
  return (
    <div className="brand-notices">
      {freePreview ? <FreePreviewHeader brandName={brand.name} /> : null}
      {version ? (
        <p className="version-banner reader" role="note">
          <Icon name="eye" />
          <span>
            <FormattedMessage {...viewingVersion} values={{ name: version.name }} />
          </span>
        </p>
      ) : null}
    </div>
  );
}
