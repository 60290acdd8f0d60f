import { lazy, Suspense, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BrandKit_brand$data, BrandKit_brand$key } from '../../__generated__/BrandKit_brand.graphql';
import { familyFace } from '../../pages/elements/fontFaces';
import { ColorSwatch } from '../../pages/elements/ColorElement';
import { copyText } from '../../sharedLinks/copy';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useToast } from '../../ui/Toast';
import { useHydrated } from '../../ui/useHydrated';
import type { EditingProps } from './KitEditing';
import { kitMessages } from './messages';

/**
 * The brand kit (issue 17): the brand's colours with HEX, RGB and CMYK to copy, its fonts set in
 * their uploaded files, and its design tokens to download. Owners and editors (`editContent`)
 * change colours and fonts here, on the brand home ("Edit") and in the settings (always open);
 * everyone else reads them. The editors (`KitEditing.tsx`) load when they open.
 */

const messages = defineMessages({
  edit: { id: 'kit.edit', defaultMessage: 'Edit' },
  unnamed: { id: 'kit.colors.unnamed', defaultMessage: 'Unnamed' },
  uploaded: { id: 'kit.fonts.uploaded', defaultMessage: 'Set in its uploaded files' },
  notUploaded: {
    id: 'kit.fonts.notUploaded',
    defaultMessage: 'Not uploaded: shown in this font where it is installed, else in a similar one',
  },
  tokens: { id: 'kit.tokens.title', defaultMessage: 'Design tokens' },
  tokensIntro: {
    id: 'kit.tokens.intro',
    defaultMessage:
      'The colours, fonts and the colour elements of the pages for developers: as W3C Design Tokens (DTCG 2025.10) and as CSS custom properties.',
  },
  tokensJson: { id: 'kit.tokens.json', defaultMessage: 'Download tokens.json' },
  tokensCss: { id: 'kit.tokens.css', defaultMessage: 'Download tokens.css' },
  tokensPublic: {
    id: 'kit.tokens.public',
    defaultMessage: 'The brand is public: builds can fetch the tokens from these addresses.',
  },
  copyAddress: { id: 'kit.tokens.copy', defaultMessage: 'Copy address' },
  copied: { id: 'kit.tokens.copied', defaultMessage: 'Address copied' },
  copyFailed: { id: 'kit.tokens.copyFailed', defaultMessage: 'The address could not be copied. Please select it and copy it.' },
});

const tokensPrivate = defineMessage<{ address: string }>({
  id: 'kit.tokens.private',
  defaultMessage:
    'The brand is private: builds fetch the tokens through a shared link of the brand, at {address} (or tokens.css).',
});

const fragment = graphql`
  fragment BrandKit_brand on Brand {
    ...brandFields_brand @relay(mask: false)
    viewerCan {
      editContent
    }
    fonts {
      files {
        ...AssetElements_view @relay(mask: false)
      }
    }
  }
`;

type Kit = BrandKit_brand$data;
type Mode = 'home' | 'settings' | 'readOnly';

const ColorsEditing = lazy(() => import('./KitEditing').then((m) => ({ default: m.ColorsEditing })));
const FontsEditing = lazy(() => import('./KitEditing').then((m) => ({ default: m.FontsEditing })));

/**
 * A part of the kit: its editor for owners and editors while it is open (always in the settings;
 * after "Edit" on the brand home), else `view`.
 */
function KitPart({
  kit,
  mode,
  Editor,
  view,
}: {
  kit: Kit;
  mode: Mode;
  Editor: (props: EditingProps) => ReactNode;
  view: (open: (() => void) | null) => ReactNode;
}) {
  const editable = mode !== 'readOnly' && kit.viewerCan.editContent;
  const [open, setOpen] = useState(false);
  if (editable && (mode === 'settings' || open))
    return (
      <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
        <Editor kit={kit} mode={mode === 'settings' ? 'settings' : 'home'} onClose={() => setOpen(false)} />
      </Suspense>
    );
  return view(editable ? () => setOpen(true) : null);
}

function SectionHead({ id, title, onEdit }: { id: string; title: string; onEdit: (() => void) | null }) {
  const intl = useIntl();
  const edit = intl.formatMessage(messages.edit);
  return (
    <div className="kit-view-head">
      <h2 id={id}>{title}</h2>
      {onEdit ? (
        <Button size="small" onClick={onEdit} aria-label={`${edit}: ${title}`}>
          <Icon name="settings" /> {edit}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A part of the kit as the brand home shows it: its heading (with "Edit" for owners and editors),
 * its items or, when it has none, `empty` to those who may edit it (readers see no empty part); the
 * part's editor in its place while it is open.
 */
function KitView({
  brand: key,
  mode,
  Editor,
  id,
  title,
  empty,
  items,
}: {
  brand: BrandKit_brand$key;
  mode: Mode;
  Editor: (props: EditingProps) => ReactNode;
  id: string;
  title: MessageDescriptor;
  empty: MessageDescriptor;
  /** The part's list, or null when it has nothing. */
  items: (kit: Kit) => ReactNode;
}) {
  const intl = useIntl();
  const kit = useFragment(fragment, key);
  return (
    <KitPart
      kit={kit}
      mode={mode}
      Editor={Editor}
      view={(onEdit) => {
        const list = items(kit);
        // Readers see a part only when it holds something; those who edit it see where to begin.
        if (!list && !onEdit) return null;
        return (
          <section className="stack" aria-labelledby={id}>
            <SectionHead id={id} title={intl.formatMessage(title)} onEdit={onEdit} />
            {list ?? <p className="muted">{intl.formatMessage(empty)}</p>}
          </section>
        );
      }}
    />
  );
}

/** The kit's colours: swatches with their values to copy; for owners and editors, the colour editor. */
export function KitColors({ brand, mode = 'home' }: { brand: BrandKit_brand$key; mode?: Mode }) {
  const intl = useIntl();
  return (
    <KitView
      brand={brand}
      mode={mode}
      Editor={ColorsEditing}
      id="brand-colors"
      title={kitMessages.colors}
      empty={kitMessages.noColors}
      items={(kit) =>
        kit.colors.length === 0 ? null : (
          <ul className="swatch-grid">
            {kit.colors.map((color, i) => (
              <ColorSwatch
                key={`${i}-${color.hex}`}
                hex={color.hex}
                label={color.label}
                unnamed={intl.formatMessage(messages.unnamed)}
              />
            ))}
          </ul>
        )
      }
    />
  );
}

/** The kit's fonts: cards set in the font's uploaded files; for owners and editors, the font editor. */
export function KitFonts({ brand, mode = 'home' }: { brand: BrandKit_brand$key; mode?: Mode }) {
  const intl = useIntl();
  return (
    <KitView
      brand={brand}
      mode={mode}
      Editor={FontsEditing}
      id="brand-fonts"
      title={kitMessages.fonts}
      empty={kitMessages.noFonts}
      items={(kit) =>
        kit.fonts.length === 0 ? null : (
          <ul className="font-grid">
            {kit.fonts.map((font, i) => {
              const face = familyFace(
                font.files.map((f) => ({ assetId: f.id, url: f.url ?? null, fontStyle: f.font?.style ?? null })),
              );
              return (
                <li key={`${i}-${font.name}`} className="font-card">
                  {face?.declaration}
                  <span
                    className="font-card-sample"
                    style={{ fontFamily: face ? face.fontFamily : `"${font.name}", var(--font-sans)` }}
                    aria-hidden="true"
                  >
                    Aa Bb Cc 123
                  </span>
                  <span className="font-card-name">{font.name}</span>
                  <span className="font-card-source muted small">
                    {intl.formatMessage(face ? messages.uploaded : messages.notUploaded)}
                  </span>
                </li>
              );
            })}
          </ul>
        )
      }
    />
  );
}

/** The design tokens to download, and for a public brand the addresses builds fetch them from. */
export function DesignTokens({ brand: key }: { brand: BrandKit_brand$key }) {
  const intl = useIntl();
  const toast = useToast();
  const kit = useFragment(fragment, key);
  const base = `/api/brands/${kit.slug}/tokens`;
  // In full once the browser has the page (the server's address for it may not be the browser's).
  const origin = useHydrated() ? window.location.origin : '';
  const address = (format: string) => `${origin}${base}.${format}`;
  const copy = async (text: string) => {
    const ok = await copyText(text);
    toast.show(intl.formatMessage(ok ? messages.copied : messages.copyFailed), { tone: ok ? 'success' : 'error' });
  };
  return (
    <section className="stack kit-tokens" aria-labelledby="brand-tokens">
      <h2 id="brand-tokens">{intl.formatMessage(messages.tokens)}</h2>
      <p className="muted">{intl.formatMessage(messages.tokensIntro)}</p>
      <p className="kit-token-buttons">
        <a className="button" href={`${base}.json`} download={`${kit.slug}.tokens.json`}>
          <Icon name="down" /> {intl.formatMessage(messages.tokensJson)}
        </a>
        <a className="button" href={`${base}.css`} download={`${kit.slug}.tokens.css`}>
          <Icon name="down" /> {intl.formatMessage(messages.tokensCss)}
        </a>
      </p>
      {kit.public ? (
        <>
          <p className="muted small">{intl.formatMessage(messages.tokensPublic)}</p>
          <ul className="kit-token-addresses">
            {['json', 'css'].map((format) => (
              <li key={format}>
                <code>{address(format)}</code>
                <Button size="small" variant="ghost" onClick={() => void copy(address(format))}>
                  <Icon name="copy" /> {intl.formatMessage(messages.copyAddress)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : kit.viewerCan.editContent ? (
        <p className="muted small">
          <FormattedMessage {...tokensPrivate} values={{ address: '/api/shared-links/{token}/tokens.json' }} />
        </p>
      ) : null}
    </section>
  );
}
