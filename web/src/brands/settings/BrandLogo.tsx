import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import type { BrandLogo_brand$key } from '../../__generated__/BrandLogo_brand.graphql';
import type { BrandLogoMutation } from '../../__generated__/BrandLogoMutation.graphql';
import { commit } from '../../relay/commit';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { useToast } from '../../ui/Toast';
import { brandPath } from '../lookup';

const messages = defineMessages({
  title: { id: 'brandSettings.logo.title', defaultMessage: 'Logo' },
  intro: { id: 'brandSettings.logo.intro', defaultMessage: 'An image of the asset library, shown beside the brand’s name.' },
  none: { id: 'brandSettings.logo.none', defaultMessage: 'No logo: the brand shows its initial.' },
  noImages: { id: 'brandSettings.logo.noImages', defaultMessage: 'Upload images to the asset library to choose one.' },
  library: { id: 'brandSettings.logo.library', defaultMessage: 'Open the asset library' },
  remove: { id: 'brandSettings.logo.remove', defaultMessage: 'Remove logo' },
  saved: { id: 'brandSettings.logo.saved', defaultMessage: 'Logo saved.' },
});

const mutation = graphql`
  mutation BrandLogoMutation($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        id
        logo {
          id
          name
          preview
        }
      }
    }
  }
`;

/** The brand's logo, picked from its library's images (updateBrand logo); saves on choice. */
export function BrandLogo({ brand: key }: { brand: BrandLogo_brand$key }) {
  const intl = useIntl();
  const toast = useToast();
  const environment = useRelayEnvironment();
  const brand = useFragment(
    graphql`
      fragment BrandLogo_brand on Brand {
        id
        slug
        logo {
          id
          name
          preview
        }
        assets {
          id
          name
          status
          mimeType
          preview
        }
      }
    `,
    key,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const images = brand.assets.filter((a) => a.status === 'ready' && (a.mimeType ?? '').startsWith('image/') && a.preview);
  const save = (logo: string | null) => {
    setBusy(true);
    setError(null);
    commit<BrandLogoMutation>(environment, mutation, { input: { id: brand.id, logo } }).then(
      () => {
        setBusy(false);
        toast.show(intl.formatMessage(messages.saved), { tone: 'success' });
      },
      (e: unknown) => {
        setBusy(false);
        setError(errorInfo(e));
      },
    );
  };
  return (
    <section className="card stack settings-card" aria-labelledby="brand-logo-title">
      <h2 id="brand-logo-title">{intl.formatMessage(messages.title)}</h2>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {brand.logo?.preview ? (
        <div className="brand-logo-current">
          <img src={brand.logo.preview} alt={brand.logo.name} />
          <Button size="small" variant="ghost" busy={busy} onClick={() => save(null)}>
            {intl.formatMessage(messages.remove)}
          </Button>
        </div>
      ) : (
        <p className="muted small">{intl.formatMessage(messages.none)}</p>
      )}
      {images.length ? (
        <ul className="brand-logo-choices">
          {images.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className={`brand-logo-choice${brand.logo?.id === image.id ? ' is-picked' : ''}`}
                aria-pressed={brand.logo?.id === image.id}
                disabled={busy}
                onClick={() => save(image.id)}
              >
                <img src={image.preview ?? undefined} alt="" />
                <span>{image.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="small">
          {intl.formatMessage(messages.noImages)}{' '}
          <Link to={brandPath(brand.slug, 'assets')}>{intl.formatMessage(messages.library)}</Link>
        </p>
      )}
      <ErrorText error={error} />
    </section>
  );
}
