import { LAST_DAY } from '@brandtrail/domain/limits';
import { Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useLiveQuery } from '../relay/useLiveQuery';
import type {
  SharedLinksSettings_brand$data,
  SharedLinksSettings_brand$key,
} from '../__generated__/SharedLinksSettings_brand.graphql';
import type { SharedLinksSettingsQuery } from '../__generated__/SharedLinksSettingsQuery.graphql';
import { useSettingsBrand } from '../brands/settings/BrandSettingsRoute';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import { copyText } from './copy';
import { useCreateSharedLinkMutation } from './useCreateSharedLinkMutation';
import { useDeleteSharedLinkMutation } from './useDeleteSharedLinkMutation';
import { useUpdateSharedLinkMutation } from './useUpdateSharedLinkMutation';

const messages = defineMessages({
  title: { id: 'sharedLinks.title', defaultMessage: 'Shared links' },
  intro: {
    id: 'sharedLinks.intro',
    defaultMessage:
      'Anyone with a link can read the pages it shares, without an account, and nothing else: no settings, no asset library, no changes.',
  },
  create: { id: 'sharedLinks.create', defaultMessage: 'New link' },
  loading: { id: 'sharedLinks.loading', defaultMessage: 'Loading shared links…' },
  empty: { id: 'sharedLinks.empty', defaultMessage: 'No shared links yet' },
  emptyAllRevoked: { id: 'sharedLinks.emptyAllRevoked', defaultMessage: 'No link works at the moment' },
  emptyText: {
    id: 'sharedLinks.emptyText',
    defaultMessage: 'Create a link here, or use “Share page” on any page to share that page.',
  },
  allPages: { id: 'sharedLinks.allPages', defaultMessage: 'All pages' },
  noPagesLeft: { id: 'sharedLinks.noPagesLeft', defaultMessage: 'Its pages were deleted' },
  billing: { id: 'sharedLinks.billing', defaultMessage: 'Billing' },
  billingOwners: { id: 'sharedLinks.billingOwners', defaultMessage: 'Only owners can change or revoke billing links.' },
  expiredBadge: { id: 'sharedLinks.expiredBadge', defaultMessage: 'Expired' },
  address: { id: 'sharedLinks.address', defaultMessage: 'Link address' },
  copy: { id: 'sharedLinks.copy', defaultMessage: 'Copy link' },
  copied: { id: 'sharedLinks.copied', defaultMessage: 'Link copied' },
  copyFailed: { id: 'sharedLinks.copyFailed', defaultMessage: 'The link could not be copied. Please copy it from the field.' },
  edit: { id: 'sharedLinks.edit', defaultMessage: 'Edit' },
  expireNow: { id: 'sharedLinks.expireNow', defaultMessage: 'Expire now' },
  expiredNow: { id: 'sharedLinks.expiredNow', defaultMessage: 'The link has expired.' },
  revoke: { id: 'sharedLinks.revoke', defaultMessage: 'Revoke' },
  revokeTitle: { id: 'sharedLinks.revokeTitle', defaultMessage: 'Revoke this link?' },
  revokeText: {
    id: 'sharedLinks.revokeText',
    defaultMessage: 'The link stops working at once, also for people who have it open. This cannot be undone.',
  },
  revoked: { id: 'sharedLinks.revoked', defaultMessage: 'The link was revoked.' },
  revokedTitle: { id: 'sharedLinks.revokedTitle', defaultMessage: 'Revoked links' },
  revokedIntro: {
    id: 'sharedLinks.revokedIntro',
    defaultMessage: 'They no longer open. Kept here for the record: the 20 revoked last.',
  },
  revokedBadge: { id: 'sharedLinks.revokedBadge', defaultMessage: 'Revoked' },
  cancel: { id: 'sharedLinks.cancel', defaultMessage: 'Cancel' },
  noExpiry: { id: 'sharedLinks.noExpiry', defaultMessage: 'No expiry' },
  formCreateTitle: { id: 'sharedLinks.form.createTitle', defaultMessage: 'New shared link' },
  formEditTitle: { id: 'sharedLinks.form.editTitle', defaultMessage: 'Edit shared link' },
  formReach: { id: 'sharedLinks.form.reach', defaultMessage: 'What the link shares' },
  formAll: { id: 'sharedLinks.form.all', defaultMessage: 'All pages of the brand' },
  formChosen: { id: 'sharedLinks.form.chosen', defaultMessage: 'Only the pages I choose (not the pages below them)' },
  formPages: { id: 'sharedLinks.form.pages', defaultMessage: 'Pages' },
  formNoPages: { id: 'sharedLinks.form.noPages', defaultMessage: 'This brand has no pages yet.' },
  formExpiry: { id: 'sharedLinks.form.expiry', defaultMessage: 'Valid until (optional)' },
  formExpiryHint: { id: 'sharedLinks.form.expiryHint', defaultMessage: 'The link works until the end of this day.' },
  formSave: { id: 'sharedLinks.form.save', defaultMessage: 'Save' },
  formCreate: { id: 'sharedLinks.form.create', defaultMessage: 'Create link' },
  formChoose: { id: 'sharedLinks.form.choose', defaultMessage: 'Please choose at least one page.' },
  created: { id: 'sharedLinks.created', defaultMessage: 'Link created and copied' },
  formShows: { id: 'sharedLinks.form.shows', defaultMessage: 'What the link shows' },
  formLive: { id: 'sharedLinks.form.live', defaultMessage: 'The brand as it is now (live)' },
  formShowsHint: {
    id: 'sharedLinks.form.showsHint',
    defaultMessage: 'A link pinned to a version shows the brand as it was then, also after later changes.',
  },
  formNoVersions: {
    id: 'sharedLinks.form.noVersions',
    defaultMessage: 'Name a version under Versions to pin a link to it.',
  },
});
const pinnedTo = defineMessage<{ name: string }>({ id: 'sharedLinks.pinnedTo', defaultMessage: 'Version “{name}”' });
const versionOption = defineMessage<{ name: string; date: string }>({
  id: 'sharedLinks.form.versionOption',
  defaultMessage: 'Version “{name}” ({date})',
});

const opened = defineMessage<{ count: number }>({
  id: 'sharedLinks.opened',
  defaultMessage: '{count, plural, =0 {Not opened yet} one {Opened once} other {Opened # times}}',
});
const createdOn = defineMessage<{ date: string }>({ id: 'sharedLinks.createdOn', defaultMessage: 'Created {date}' });
const expiresOn = defineMessage<{ date: string }>({ id: 'sharedLinks.expiresOn', defaultMessage: 'Expires {date}' });
const expiredOn = defineMessage<{ date: string }>({ id: 'sharedLinks.expiredOn', defaultMessage: 'Expired {date}' });
const revokedOn = defineMessage<{ date: string }>({ id: 'sharedLinks.revokedOn', defaultMessage: 'Revoked {date}' });

type Link = SharedLinksSettings_brand$data['sharedLinks'][number];
interface VersionOption {
  id: string;
  name: string;
  at: string;
}
interface PageOption {
  id: string;
  name: string;
  depth: number;
}

/** /{brand}/settings/shared-links: the brand's links (owners and editors, as the settings). */
export default function SharedLinksSettings() {
  const brand = useSettingsBrand();
  const intl = useIntl();
  return (
    <section className="card stack shared-links" aria-labelledby="shared-links-title">
      <Suspense
        fallback={
          <p className="muted" role="status">
            {intl.formatMessage(messages.loading)}
          </p>
        }
      >
        <SharedLinksList slug={brand.slug} canBilling={brand.viewerCan.billing} />
      </Suspense>
    </section>
  );
}

const linksQuery = graphql`
  query SharedLinksSettingsQuery($slug: String!) {
    brandBySlug(slug: $slug) {
      id
      pages {
        id
        name
        parent {
          id
        }
      }
      # The versions a link can be pinned to, newest first.
      versions(first: 100) {
        edges {
          node {
            id
            name
            at
          }
        }
      }
      ...SharedLinksSettings_brand
    }
  }
`;

function SharedLinksList({ slug, canBilling }: { slug: string; canBilling: boolean }) {
  const intl = useIntl();
  const data = useLazyLoadQuery<SharedLinksSettingsQuery>(linksQuery, { slug }, { fetchPolicy: 'store-and-network' });
  // Live: links others make, change or revoke are read again, and versions named meanwhile.
  useLiveQuery<SharedLinksSettingsQuery>(data.brandBySlug?.id, {
    kinds: ['LINKS', 'VERSIONS'],
    query: linksQuery,
    variables: { slug },
  });
  const brand = useFragment<SharedLinksSettings_brand$key>(
    graphql`
      fragment SharedLinksSettings_brand on Brand {
        sharedLinks(includeRevoked: true) {
          id
          url
          accessAllPages
          withBilling
          validUntil
          expired
          openCount
          createdAt
          revokedAt
          pages {
            id
            name
          }
          version {
            id
            name
          }
        }
      }
    `,
    data.brandBySlug,
  );
  const pages = useMemo(() => pageOptions(data.brandBySlug?.pages ?? []), [data.brandBySlug?.pages]);
  const versions = useMemo<VersionOption[]>(
    () => data.brandBySlug?.versions.edges.map((edge) => edge.node) ?? [],
    [data.brandBySlug?.versions],
  );
  const [editing, setEditing] = useState<Link | 'new' | null>(null);
  if (!data.brandBySlug || !brand) return null;
  const brandId = data.brandBySlug.id;
  const links = brand.sharedLinks.filter((link) => !link.revokedAt);
  const revoked = brand.sharedLinks.filter((link) => link.revokedAt);

  return (
    <>
      <div className="shared-links-head">
        <div>
          <h2 id="shared-links-title">{intl.formatMessage(messages.title)}</h2>
          <p className="muted">{intl.formatMessage(messages.intro)}</p>
        </div>
        <Button variant="primary" onClick={() => setEditing('new')}>
          <Icon name="plus" /> {intl.formatMessage(messages.create)}
        </Button>
      </div>
      {links.length === 0 ? (
        <div className="shared-links-empty">
          <span className="placeholder-icon" aria-hidden="true">
            <Icon name="link" size={28} />
          </span>
          <h3>{intl.formatMessage(revoked.length ? messages.emptyAllRevoked : messages.empty)}</h3>
          <p className="muted">{intl.formatMessage(messages.emptyText)}</p>
        </div>
      ) : (
        <ul className="shared-link-list">
          {links.map((link) => (
            <LinkItem key={link.id} link={link} onEdit={() => setEditing(link)} managed={!link.withBilling || canBilling} />
          ))}
        </ul>
      )}
      {revoked.length ? (
        <section className="shared-links-revoked" aria-labelledby="shared-links-revoked-title">
          <h3 id="shared-links-revoked-title">{intl.formatMessage(messages.revokedTitle)}</h3>
          <p className="muted small">{intl.formatMessage(messages.revokedIntro)}</p>
          <ul className="shared-link-list">
            {revoked.map((link) => (
              <RevokedItem key={link.id} link={link} />
            ))}
          </ul>
        </section>
      ) : null}
      {editing ? (
        <LinkForm
          brandId={brandId}
          pages={pages}
          versions={versions}
          link={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** The brand's pages in tree order (a page under its parent), with their depth. */
function pageOptions(pages: readonly { id: string; name: string; parent: { id: string } | null | undefined }[]): PageOption[] {
  const children = new Map<string | null, typeof pages>();
  const ids = new Set(pages.map((p) => p.id));
  for (const p of pages) {
    const parent = p.parent && ids.has(p.parent.id) ? p.parent.id : null;
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const out: PageOption[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const p of children.get(parent) ?? []) {
      out.push({ id: p.id, name: p.name, depth });
      walk(p.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const dayFormat = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/** A link of the list; `managed`: the viewer may change and revoke it (a billing link is the owners'). */
function LinkItem({ link, onEdit, managed }: { link: Link; onEdit: () => void; managed: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const [update, updating] = usePending(useUpdateSharedLinkMutation());
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const fieldId = useId();
  const day = (iso: string) => intl.formatDate(iso, dayFormat);
  const title = linkTitle(intl, link);

  async function copy() {
    const ok = await copyText(link.url);
    toast.show(intl.formatMessage(ok ? messages.copied : messages.copyFailed), { tone: ok ? 'success' : 'error' });
  }

  return (
    <li className={`shared-link${link.expired ? ' is-expired' : ''}`} data-link-id={link.id}>
      <div className="shared-link-title">
        <strong>{title}</strong>
        {link.withBilling ? <span className="badge plan-pro">{intl.formatMessage(messages.billing)}</span> : null}
        {link.expired ? <span className="badge">{intl.formatMessage(messages.expiredBadge)}</span> : null}
        {link.version ? (
          <span className="badge version-badge">
            <Icon name="bookmark" size={12} /> {intl.formatMessage(pinnedTo, { name: link.version.name })}
          </span>
        ) : null}
      </div>
      <div className="shared-link-address">
        <label htmlFor={fieldId} className="visually-hidden">
          {intl.formatMessage(messages.address)}
        </label>
        <input id={fieldId} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
        <Button size="small" onClick={() => void copy()}>
          <Icon name="copy" /> {intl.formatMessage(messages.copy)}
        </Button>
      </div>
      <p className="shared-link-meta muted">
        <span>{intl.formatMessage(opened, { count: link.openCount })}</span>
        <span>{intl.formatMessage(createdOn, { date: day(link.createdAt) })}</span>
        <span>
          {link.validUntil
            ? intl.formatMessage(link.expired ? expiredOn : expiresOn, { date: day(link.validUntil) })
            : intl.formatMessage(messages.noExpiry)}
        </span>
      </p>
      <ErrorText error={error} />
      {managed ? (
        <div className="shared-link-actions">
          <Button size="small" variant="ghost" onClick={onEdit}>
            {intl.formatMessage(messages.edit)}
          </Button>
          {!link.expired ? (
            <Button
              size="small"
              variant="ghost"
              busy={updating}
              onClick={() =>
                void update({ id: link.id, validUntil: new Date().toISOString() }).then(
                  () => toast.show(intl.formatMessage(messages.expiredNow)),
                  (e: unknown) => setError(errorInfo(e)),
                )
              }
            >
              {intl.formatMessage(messages.expireNow)}
            </Button>
          ) : null}
          <Button size="small" variant="danger" onClick={() => setConfirm(true)}>
            <Icon name="trash" /> {intl.formatMessage(messages.revoke)}
          </Button>
        </div>
      ) : (
        <p className="muted small">{intl.formatMessage(messages.billingOwners)}</p>
      )}
      {confirm ? <RevokeDialog id={link.id} onClose={() => setConfirm(false)} /> : null}
    </li>
  );
}

/** A revoked link, kept in the list for the record: what it shared, its address, when it stopped. */
function RevokedItem({ link }: { link: Link }) {
  const intl = useIntl();
  const day = (iso: string) => intl.formatDate(iso, dayFormat);
  return (
    <li className="shared-link is-revoked" data-link-id={link.id}>
      <div className="shared-link-title">
        <strong>{linkTitle(intl, link)}</strong>
        <span className="badge">{intl.formatMessage(messages.revokedBadge)}</span>
      </div>
      <p className="shared-link-revoked-address">{link.url}</p>
      <p className="shared-link-meta muted">
        <span>{intl.formatMessage(opened, { count: link.openCount })}</span>
        <span>{intl.formatMessage(createdOn, { date: day(link.createdAt) })}</span>
        <span>{intl.formatMessage(revokedOn, { date: day(link.revokedAt!) })}</span>
      </p>
    </li>
  );
}

/** What a link shares, as its row's title: all pages, the pages' names, or that they were deleted. */
const linkTitle = (intl: IntlShape, link: Link) =>
  link.accessAllPages
    ? intl.formatMessage(messages.allPages)
    : link.pages.length
      ? link.pages.map((p) => p.name).join(', ')
      : intl.formatMessage(messages.noPagesLeft);

function RevokeDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [remove, removing] = usePending(useDeleteSharedLinkMutation());
  const [error, setError] = useState<ErrorInfo | null>(null);
  return (
    <ConfirmDialog
      title={intl.formatMessage(messages.revokeTitle)}
      width="28rem"
      error={error}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.revoke)}
      busy={removing}
      onConfirm={() =>
        void remove(id).then(
          () => {
            toast.show(intl.formatMessage(messages.revoked), { tone: 'success' });
            onClose();
          },
          (e: unknown) => setError(errorInfo(e)),
        )
      }
      onClose={onClose}
    >
      <p>{intl.formatMessage(messages.revokeText)}</p>
    </ConfirmDialog>
  );
}

/** The end of the chosen day in the browser's time zone, as an ISO time; null for none (a date that is none goes as typed, for the server to refuse). */
const endOfDay = (date: string) => {
  if (!date) return null;
  const end = new Date(`${date}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? date : end.toISOString();
};
const dateInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function LinkForm({
  brandId,
  pages,
  versions,
  link,
  onClose,
}: {
  brandId: string;
  pages: PageOption[];
  versions: readonly VersionOption[];
  link: Link | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const [create, creating] = usePending(useCreateSharedLinkMutation());
  const [update, updating] = usePending(useUpdateSharedLinkMutation());
  const [all, setAll] = useState(link?.accessAllPages ?? false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(link?.pages.map((p) => p.id) ?? []));
  const [expiry, setExpiry] = useState(dateInput(link?.validUntil));
  const [version, setVersion] = useState(link?.version?.id ?? '');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const expiryId = useId();
  const versionId = useId();
  // A link pinned to a version no longer listed (beyond the newest 100) keeps it as a choice.
  const choices =
    link?.version && !versions.some((v) => v.id === link.version?.id)
      ? [...versions, { id: link.version.id, name: link.version.name, at: '' }]
      : versions;
  const today = dateInput(new Date().toISOString());

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!all && chosen.size === 0) {
      setError({ message: intl.formatMessage(messages.formChoose), code: undefined, status: 400 });
      return;
    }
    const fields = {
      accessAllPages: all,
      pages: all ? undefined : pages.filter((p) => chosen.has(p.id)).map((p) => p.id),
      validUntil: endOfDay(expiry),
      version: version || null,
    };
    try {
      if (link) await update({ id: link.id, ...fields });
      else {
        const made = await create({ brand: brandId, ...fields });
        void copyText(made.url).then((ok) =>
          toast.show(intl.formatMessage(ok ? messages.created : messages.copyFailed), { tone: ok ? 'success' : 'error' }),
        );
      }
      onClose();
    } catch (e) {
      setError(errorInfo(e));
    }
  }

  return (
    <Dialog title={intl.formatMessage(link ? messages.formEditTitle : messages.formCreateTitle)} onClose={onClose} width="34rem">
      <form className="stack shared-link-form" onSubmit={(e) => void submit(e)}>
        <fieldset className="plain-fieldset">
          <legend className="small-heading">{intl.formatMessage(messages.formReach)}</legend>
          <label className="checkbox">
            <input type="radio" name="reach" checked={all} onChange={() => setAll(true)} />
            <span>{intl.formatMessage(messages.formAll)}</span>
          </label>
          <label className="checkbox">
            <input type="radio" name="reach" checked={!all} onChange={() => setAll(false)} />
            <span>{intl.formatMessage(messages.formChosen)}</span>
          </label>
        </fieldset>
        {!all ? (
          <fieldset className="plain-fieldset shared-link-pages">
            <legend className="visually-hidden">{intl.formatMessage(messages.formPages)}</legend>
            {pages.length === 0 ? <p className="muted">{intl.formatMessage(messages.formNoPages)}</p> : null}
            {pages.map((p) => (
              <label key={p.id} className="checkbox" style={{ paddingInlineStart: `${p.depth * 1.25}rem` }}>
                <input type="checkbox" checked={chosen.has(p.id)} onChange={(e) => toggle(p.id, e.target.checked)} />
                <span>{p.name}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="field">
          <label htmlFor={versionId}>{intl.formatMessage(messages.formShows)}</label>
          <select
            id={versionId}
            value={version}
            aria-describedby={`${versionId}-hint`}
            onChange={(e) => setVersion(e.target.value)}
          >
            <option value="">{intl.formatMessage(messages.formLive)}</option>
            {choices.map((v) => (
              <option key={v.id} value={v.id}>
                {v.at ? intl.formatMessage(versionOption, { name: v.name, date: intl.formatDate(v.at, dayFormat) }) : v.name}
              </option>
            ))}
          </select>
          <span className="muted field-hint" id={`${versionId}-hint`}>
            {intl.formatMessage(versions.length ? messages.formShowsHint : messages.formNoVersions)}
          </span>
        </div>
        <div className="field">
          <label htmlFor={expiryId}>{intl.formatMessage(messages.formExpiry)}</label>
          <input
            id={expiryId}
            type="date"
            min={today}
            max={LAST_DAY}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
          />
          <span className="muted field-hint">{intl.formatMessage(messages.formExpiryHint)}</span>
        </div>
        <ErrorText error={error} />
        <div className="form-actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" variant="primary" busy={creating || updating}>
            {intl.formatMessage(link ? messages.formSave : messages.formCreate)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
