import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { AssetPicker } from '../../assets/AssetPicker';
import type { BrandImages_brand$key } from '../../__generated__/BrandImages_brand.graphql';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { useToast } from '../../ui/Toast';
import { useUpdateBrandImageMutation, type BrandImageField } from './useUpdateBrandImageMutation';

type ImageMessages = Record<'title' | 'intro' | 'none' | 'choose' | 'remove' | 'saved', MessageDescriptor>;

const messages: Record<BrandImageField, ImageMessages> = {
  logo: defineMessages({
    title: { id: 'brandSettings.logo.title', defaultMessage: 'Logo' },
    intro: { id: 'brandSettings.logo.intro', defaultMessage: 'An image of the asset library, shown beside the brand’s name.' },
    none: { id: 'brandSettings.logo.none', defaultMessage: 'No logo: the brand shows its initial.' },
    choose: { id: 'brandSettings.logo.choose', defaultMessage: 'Images of the library' },
    remove: { id: 'brandSettings.logo.remove', defaultMessage: 'Remove logo' },
    saved: { id: 'brandSettings.logo.saved', defaultMessage: 'Logo saved.' },
  }),
  cover: defineMessages({
    title: { id: 'brandSettings.cover.title', defaultMessage: 'Cover image' },
    intro: {
      id: 'brandSettings.cover.intro',
      defaultMessage: 'A wide image of the asset library, behind the brand’s name on its home and on its cards.',
    },
    none: { id: 'brandSettings.cover.none', defaultMessage: 'No cover image: the brand’s colours take its place.' },
    choose: { id: 'brandSettings.cover.choose', defaultMessage: 'Images of the library' },
    remove: { id: 'brandSettings.cover.remove', defaultMessage: 'Remove cover image' },
    saved: { id: 'brandSettings.cover.saved', defaultMessage: 'Cover image saved.' },
  }),
};

/**
 * The brand's logo or cover image (`field`), picked from its library's images with the asset
 * picker (updateBrand); saves on choice.
 */
export function BrandImage({ brand: key, field }: { brand: BrandImages_brand$key; field: BrandImageField }) {
  const intl = useIntl();
  const toast = useToast();
  const update = useUpdateBrandImageMutation();
  const brand = useFragment(
    graphql`
      fragment BrandImages_brand on Brand {
        id
        slug
        logo {
          id
          name
          preview
        }
        cover {
          id
          name
          preview
        }
      }
    `,
    key,
  );
  const m = messages[field];
  const image = brand[field];
  const [busy, setBusy] = useState(false);
  // The image being saved shows as picked at once (the brand's answer replaces it).
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const save = (id: string | null) => {
    setBusy(true);
    setPending(id);
    setError(null);
    update(brand.id, field, id).then(
      () => {
        setBusy(false);
        setPending(null);
        toast.show(intl.formatMessage(m.saved), { tone: 'success' });
      },
      (e: unknown) => {
        setBusy(false);
        setPending(null);
        setError(errorInfo(e));
      },
    );
  };
  const titleId = `brand-${field}-title`;
  return (
    <section className="card stack settings-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
      <p className="muted">{intl.formatMessage(m.intro)}</p>
      {image?.preview ? (
        <div className={`brand-image-current ${field}`}>
          <img src={image.preview} alt={image.name} />
          <Button size="small" variant="ghost" busy={busy} onClick={() => save(null)}>
            {intl.formatMessage(m.remove)}
          </Button>
        </div>
      ) : (
        <p className="muted small">{intl.formatMessage(m.none)}</p>
      )}
      <AssetPicker
        brandSlug={brand.slug}
        kind="image"
        legend={intl.formatMessage(m.choose)}
        value={pending ? [pending] : image ? [image.id] : []}
        onChange={(ids) => {
          if (ids[0] && !busy) save(ids[0]);
        }}
      />
      <ErrorText error={error} />
    </section>
  );
}
