import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { AssetPicker } from '../../assets/AssetPicker';
import type { BrandLogo_brand$key } from '../../__generated__/BrandLogo_brand.graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { useToast } from '../../ui/Toast';
import { useUpdateBrandLogoMutation } from './useUpdateBrandLogoMutation';

const messages = defineMessages({
  title: { id: 'brandSettings.logo.title', defaultMessage: 'Logo' },
  intro: { id: 'brandSettings.logo.intro', defaultMessage: 'An image of the asset library, shown beside the brand’s name.' },
  none: { id: 'brandSettings.logo.none', defaultMessage: 'No logo: the brand shows its initial.' },
  choose: { id: 'brandSettings.logo.choose', defaultMessage: 'Images of the library' },
  remove: { id: 'brandSettings.logo.remove', defaultMessage: 'Remove logo' },
  saved: { id: 'brandSettings.logo.saved', defaultMessage: 'Logo saved.' },
});

/** The brand's logo, picked from its library's images with the asset picker (updateBrand logo); saves on choice. */
export function BrandLogo({ brand: key }: { brand: BrandLogo_brand$key }) {
  const intl = useIntl();
  const toast = useToast();
  const updateLogo = useUpdateBrandLogoMutation();
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
      }
    `,
    key,
  );
  const [busy, setBusy] = useState(false);
  // The image being saved shows as picked at once (the brand's answer replaces it).
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const save = (logo: string | null) => {
    setBusy(true);
    setPending(logo);
    setError(null);
    updateLogo(brand.id, logo).then(
      () => {
        setBusy(false);
        setPending(null);
        toast.show(intl.formatMessage(messages.saved), { tone: 'success' });
      },
      (e: unknown) => {
        setBusy(false);
        setPending(null);
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
      <AssetPicker
        brandSlug={brand.slug}
        kind="image"
        legend={intl.formatMessage(messages.choose)}
        value={pending ? [pending] : brand.logo ? [brand.logo.id] : []}
        onChange={(ids) => {
          if (ids[0] && !busy) save(ids[0]);
        }}
      />
      <ErrorText error={error} />
    </section>
  );
}
