import { NAME_MAX, SLUG_MAX, SLUG_PATTERN } from '@brandtrail/domain/limits';
import type { PageElement } from '@brandtrail/domain/pages/elements';
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { elementData_elements$key } from '../__generated__/elementData_elements.graphql';
import type { PageSettingsRouteQuery } from '../__generated__/PageSettingsRouteQuery.graphql';
import { useFontChoices } from '../assets/AssetPicker';
import { brandPath } from '../brands/lookup';
import { NotFound } from '../layout/ErrorPage';
import { BackLink } from '../ui/BackLink';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { AA_NORMAL_TEXT } from '@brandtrail/domain/contrast';
import { ColorChoice, colorElementOptions, ContrastWarning } from './ColorFields';
import { elementDataFragment, toElement } from './elementData';
import { colorOfElement, pageColors } from './layout';
import type { PageSettingsLoaderData } from './loaders';
import { pageMessages as m, inspectorMessages as t } from './messages';
import { useDeletePageMutation } from './useDeletePageMutation';
import { useUpdatePageMutation } from './useUpdatePageMutation';
import { PageTree } from './PageTree';

const messages = defineMessages({
  title: { id: 'pageSettings.title', defaultMessage: 'Page settings' },
  back: { id: 'pageSettings.back', defaultMessage: 'Back to the page' },
  appearance: { id: 'pageSettings.appearance', defaultMessage: 'Appearance' },
  backgroundColor: { id: 'pageSettings.backgroundColor', defaultMessage: 'Background colour' },
  font: { id: 'pageSettings.font', defaultMessage: 'Font' },
  fontDefault: { id: 'pageSettings.fontDefault', defaultMessage: 'The default font' },
  fontNone: { id: 'pageSettings.fontNone', defaultMessage: 'Upload font files (TTF, OTF, WOFF) to use them here.' },
  openLibrary: { id: 'pageSettings.openLibrary', defaultMessage: 'Open the asset library' },
  save: { id: 'pageSettings.save', defaultMessage: 'Save settings' },
  saved: { id: 'pageSettings.saved', defaultMessage: 'Page settings saved.' },
  danger: { id: 'pageSettings.danger', defaultMessage: 'Delete this page' },
  dangerText: defineMessage<{ count: number }>({
    id: 'pageSettings.dangerText',
    defaultMessage:
      '{count, plural, =0 {The page leaves the brand. You can restore it later under “Recently deleted”.} one {The page and its subpage leave the brand. You can restore both later under “Recently deleted”.} other {The page and its # subpages leave the brand. You can restore them later under “Recently deleted”.}}',
  }),
  delete: { id: 'pageSettings.delete', defaultMessage: 'Delete page' },
  confirmTitle: defineMessage<{ name: string }>({ id: 'pageSettings.confirmTitle', defaultMessage: 'Delete “{name}”?' }),
  deleted: defineMessage<{ name: string }>({
    id: 'pageSettings.deleted',
    defaultMessage: '“{name}” was deleted. Restore it under “Recently deleted”.',
  }),
  forbidden: { id: 'pageSettings.forbidden', defaultMessage: 'Only editors and owners of the brand change page settings.' },
});

/** /{brand}/{page}/settings: name, address, parent, colours; delete with the subpages. */
export default function PageSettingsRoute() {
  const { queryRef } = useLoaderData<PageSettingsLoaderData>();
  const data = usePreloadedQuery<PageSettingsRouteQuery>(
    graphql`
      query PageSettingsRouteQuery($brandSlug: String!, $pageSlug: String!) {
        brand: brandBySlug(slug: $brandSlug) {
          id
          slug
          viewerCan {
            editContent
          }
          pages {
            id
            name
            parent {
              id
            }
          }
          ...PageTree_brand
        }
        page(brandSlug: $brandSlug, pageSlug: $pageSlug) {
          id
          name
          slug
          parent {
            id
          }
          textColor
          textColorElement
          backgroundColor
          backgroundColorElement
          fontAsset
          elements {
            ...elementData_elements
          }
        }
      }
    `,
    queryRef,
  );
  const intl = useIntl();
  const { brand, page } = data;
  if (!brand || !page) return <NotFound />;
  const canEdit = brand.viewerCan.editContent;
  return (
    <div className="brand-layout">
      <PageTree brand={brand} currentPageId={page.id} />
      <div className="page-main settings-main">
        <BackLink to={brandPath(brand.slug, page.slug)} label={intl.formatMessage(messages.back)} />
        <h1>
          {intl.formatMessage(messages.title)}: {page.name}
        </h1>
        {canEdit ? (
          <SettingsForm key={page.id} brand={brand} page={page} />
        ) : (
          <p className="muted">{intl.formatMessage(messages.forbidden)}</p>
        )}
      </div>
    </div>
  );
}

type Data = NonNullable<PageSettingsRouteQuery['response']>;

/** Pages below `id` (its subtree), which cannot become its parent. */
function descendants(pages: NonNullable<Data['brand']>['pages'], id: string): Set<string> {
  const out = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of pages)
      if (p.parent && out.has(p.parent.id) && !out.has(p.id)) {
        out.add(p.id);
        grew = true;
      }
  }
  return out;
}

function SettingsForm({ brand, page }: { brand: NonNullable<Data['brand']>; page: NonNullable<Data['page']> }) {
  const intl = useIntl();
  const updatePage = useUpdatePageMutation();
  const deletePage = useDeletePageMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const elementsData = useFragment<elementData_elements$key>(elementDataFragment, page.elements);
  const elements = useMemo(() => elementsData.map(toElement), [elementsData]);
  const colorElements = useMemo(() => colorElementOptions(elements), [elements]);
  const [name, setName] = useState(page.name);
  const [slug, setSlug] = useState(page.slug);
  const [parentId, setParentId] = useState(page.parent?.id ?? '');
  const [text, setText] = useState<[string | null, string | null]>([page.textColor ?? null, page.textColorElement ?? null]);
  const [background, setBackground] = useState<[string | null, string | null]>([
    page.backgroundColor ?? null,
    page.backgroundColorElement ?? null,
  ]);
  const [fontAsset, setFontAsset] = useState(page.fontAsset ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [confirming, setConfirming] = useState(false);
  const below = descendants(brand.pages, page.id);
  const subpages = below.size - 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Only what this form changed: another editor's changes since it loaded stay.
      const form = {
        name,
        slug,
        parentId: parentId || null,
        textColor: text[0],
        textColorElement: text[1],
        backgroundColor: background[0],
        backgroundColorElement: background[1],
        fontAsset: fontAsset || null,
      };
      const loaded: typeof form = {
        name: page.name,
        slug: page.slug,
        parentId: page.parent?.id ?? null,
        textColor: page.textColor ?? null,
        textColorElement: page.textColorElement ?? null,
        backgroundColor: page.backgroundColor ?? null,
        backgroundColorElement: page.backgroundColorElement ?? null,
        fontAsset: page.fontAsset ?? null,
      };
      const changes = Object.fromEntries(
        Object.entries(form).filter(([field, value]) => value !== loaded[field as keyof typeof form]),
      );
      const { updatePage: updated } = await updatePage({ id: page.id, ...changes });
      toast.show(intl.formatMessage(messages.saved), { tone: 'success' });
      if (updated.page.slug !== page.slug)
        await navigate(brandPath(brand.slug, updated.page.slug, 'settings'), { replace: true });
    } catch (e) {
      setError(errorInfo(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deletePage(page.id);
      toast.show(intl.formatMessage(messages.deleted, { name: page.name }), { tone: 'success' });
      await navigate(brandPath(brand.slug));
    } catch (e) {
      setError(errorInfo(e));
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="stack-lg">
      <form className="card stack settings-card" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="page-name">{intl.formatMessage(m.pageName)}</label>
          <input id="page-name" value={name} required maxLength={NAME_MAX} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="page-slug">{intl.formatMessage(m.pageSlug)}</label>
          <div className="input-prefix">
            <span>/{brand.slug}/</span>
            <input
              id="page-slug"
              value={slug}
              required
              maxLength={SLUG_MAX}
              pattern={SLUG_PATTERN}
              spellCheck={false}
              aria-describedby="page-slug-hint"
              onChange={(event) => setSlug(event.target.value.toLowerCase())}
            />
          </div>
          <p id="page-slug-hint" className="field-hint">
            {intl.formatMessage(m.pageSlugHint)}
          </p>
        </div>
        <div className="field">
          <label htmlFor="page-parent">{intl.formatMessage(m.pageParent)}</label>
          <select id="page-parent" value={parentId} onChange={(event) => setParentId(event.target.value)}>
            <option value="">{intl.formatMessage(m.noParent)}</option>
            {brand.pages
              .filter((p) => !below.has(p.id))
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </div>
        <h2 className="settings-subtitle">{intl.formatMessage(messages.appearance)}</h2>
        <ColorChoice
          label={intl.formatMessage(t.textColor)}
          value={text[0]}
          reference={text[1]}
          colorElements={colorElements}
          onChange={(value, reference) => setText([value, reference])}
        />
        <PageContrast text={text} background={background} elements={elements} />
        <ColorChoice
          label={intl.formatMessage(messages.backgroundColor)}
          value={background[0]}
          reference={background[1]}
          colorElements={colorElements}
          onChange={(value, reference) => setBackground([value, reference])}
        />
        <Suspense
          fallback={
            // The field as it will be, while the brand's fonts load.
            <div className="field" aria-busy="true">
              <label htmlFor="page-font">{intl.formatMessage(messages.font)}</label>
              <select id="page-font" disabled>
                <option>{intl.formatMessage(messages.fontDefault)}</option>
              </select>
            </div>
          }
        >
          <PageFontField brandSlug={brand.slug} value={fontAsset} onChange={setFontAsset} />
        </Suspense>
        <ErrorText error={error} />
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </form>
      <section className="card stack danger-zone" aria-labelledby="page-delete-title">
        <h2 id="page-delete-title">{intl.formatMessage(messages.danger)}</h2>
        <p className="muted">{intl.formatMessage(messages.dangerText, { count: subpages })}</p>
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {intl.formatMessage(messages.delete)}
          </Button>
        </div>
      </section>
      {confirming ? (
        <Dialog
          title={intl.formatMessage(messages.confirmTitle, { name: page.name })}
          onClose={() => setConfirming(false)}
          width="28rem"
        >
          <div className="stack">
            <p>{intl.formatMessage(messages.dangerText, { count: subpages })}</p>
            <div className="form-actions">
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {intl.formatMessage(m.cancel)}
              </Button>
              <Button variant="danger" busy={busy} onClick={() => void remove()}>
                {intl.formatMessage(messages.delete)}
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}

/** The page's font: the default, or one of the brand's uploaded fonts (from the library the pickers read). */
function PageFontField({ brandSlug, value, onChange }: { brandSlug: string; value: string; onChange: (id: string) => void }) {
  const intl = useIntl();
  const { slug, fonts, options } = useFontChoices(brandSlug, intl.formatMessage(messages.fontDefault), value || null);
  return (
    <div className="field">
      <label htmlFor="page-font">{intl.formatMessage(messages.font)}</label>
      <select id="page-font" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {fonts === 0 ? (
        <p className="field-hint">
          {intl.formatMessage(messages.fontNone)}{' '}
          <Link to={brandPath(slug, 'assets')}>{intl.formatMessage(messages.openLibrary)}</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The page's chosen text colour against its background, as the page renders them: a warning below AA. */
function PageContrast({
  text,
  background,
  elements,
}: {
  text: [string | null, string | null];
  background: [string | null, string | null];
  elements: readonly PageElement[];
}) {
  if (!text[0] && !text[1]) return null;
  const colors = pageColors({ text, background }, (id) => colorOfElement(elements.find((e) => e.id === id)));
  return <ContrastWarning text={colors.text} background={colors.background} minimum={AA_NORMAL_TEXT} />;
}
