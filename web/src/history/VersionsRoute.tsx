// A version's name is checked as a brand's name is (NAME_MAX).
import { NAME_MAX, VERSION_NOTES_MAX } from '@brandtrail/domain/limits';
import { useId, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type PrimitiveType } from 'react-intl';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { VersionsRoute_version$key } from '../__generated__/VersionsRoute_version.graphql';
import type { VersionsRoute_versions$key } from '../__generated__/VersionsRoute_versions.graphql';
import type { VersionsRoutePaginationQuery } from '../__generated__/VersionsRoutePaginationQuery.graphql';
import type { VersionsRouteQuery, VersionsRouteQuery$data } from '../__generated__/VersionsRouteQuery.graphql';
import { brandPath } from '../brands/lookup';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { ErrorText } from '../ui/ErrorText';
import { Icon } from '../ui/Icon';
import { useToast } from '../ui/Toast';
import { usePending } from '../ui/usePending';
import type { VersionsLoaderData } from './loaders';
import { BrandListScreen, EmptyList, ListHeader, ShowMore, useLiveList } from './BrandListScreen';
import { Moment, useNow } from './Moment';
import { PersonAvatar, usePersonName } from './Person';
import { RestoreBrandDialog } from './RestoreBrandDialog';
import { useCreateVersionBrandMutation } from './useCreateVersionBrandMutation';

const messages = defineMessages({
  title: { id: 'versions.title', defaultMessage: 'Versions' },
  intro: {
    id: 'versions.intro',
    defaultMessage:
      'A version names a moment of the brand, such as a release of its guidelines. Anyone who can read the brand can open it as it was then, and a shared link can show it.',
  },
  name: { id: 'versions.nameThis', defaultMessage: 'Name this moment' },
  empty: { id: 'versions.empty', defaultMessage: 'No versions yet' },
  emptyEditor: {
    id: 'versions.emptyEditor',
    defaultMessage: 'Name the brand as it is now, for example when its guidelines are ready to share.',
  },
  emptyReader: { id: 'versions.emptyReader', defaultMessage: 'Nobody has named a version of this brand yet.' },
  more: { id: 'versions.more', defaultMessage: 'Show more' },
  restore: { id: 'versions.restore', defaultMessage: 'Restore the brand to this version' },
  list: { id: 'versions.list', defaultMessage: 'Named versions' },
  formTitle: { id: 'versions.form.title', defaultMessage: 'Name this moment' },
  formIntro: {
    id: 'versions.form.intro',
    defaultMessage: 'The version keeps the brand as it is now: its settings, its pages and their content.',
  },
  formName: { id: 'versions.form.name', defaultMessage: 'Name' },
  formNotes: { id: 'versions.form.notes', defaultMessage: 'Notes (optional)' },
  formNotesPlaceholder: { id: 'versions.form.notesPlaceholder', defaultMessage: 'What is new, who it is for' },
  cancel: { id: 'versions.form.cancel', defaultMessage: 'Cancel' },
  save: { id: 'versions.form.save', defaultMessage: 'Name the version' },
  failed: { id: 'versions.form.failed', defaultMessage: 'The version could not be named' },
  open: { id: 'versions.openShort', defaultMessage: 'Open' },
  allNotes: { id: 'versions.allNotes', defaultMessage: 'Show all notes' },
  fewerNotes: { id: 'versions.fewerNotes', defaultMessage: 'Show less' },
});
// {time}: any value, so that it can be the relative time element (with the exact time on hover).
const namedBy = defineMessage<{ time: PrimitiveType; person: string }>({
  id: 'versions.namedBy',
  defaultMessage: 'Named by {person} · {time}',
});
const limit = defineMessage<{ count: number; max: number }>({
  id: 'versions.form.limit',
  defaultMessage: '{count} of {max} characters',
});
const named = defineMessage<{ name: string }>({ id: 'versions.named', defaultMessage: 'Version “{name}” named.' });
const openVersion = defineMessage<{ name: string }>({ id: 'versions.open', defaultMessage: 'Open version “{name}”' });

/** Notes longer than this show their first lines until asked for all (they may hold 2,000 characters). */
const NOTES_SHOWN = 280;

/** Versions per screenful. */
const VERSIONS_PAGE = 20;

const query = graphql`
  query VersionsRouteQuery($slug: String!, $count: Int = 20) {
    brandBySlug(slug: $slug) {
      id
      name
      slug
      viewerCan {
        editContent
      }
      ...PageTree_brand
      ...VersionsRoute_versions @arguments(count: $count)
    }
  }
`;

const versionsFragment = graphql`
  fragment VersionsRoute_versions on Brand
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "VersionsRoutePaginationQuery") {
    versions(first: $count, after: $cursor) @connection(key: "VersionsRoute_versions") {
      __id
      edges {
        node {
          id
          ...VersionsRoute_version
        }
      }
    }
  }
`;

type Brand = NonNullable<VersionsRouteQuery$data['brandBySlug']>;

/**
 * /{brand}/versions: the brand's named versions, newest first (anyone who reads the brand), each
 * to open as the brand was then; editors and owners name the present moment and restore the
 * brand to a version. Follows versions named elsewhere (useLiveQuery: VERSIONS).
 */
export default function VersionsRoute() {
  const { queryRef } = useLoaderData<VersionsLoaderData>();
  const { brandBySlug: brand } = usePreloadedQuery<VersionsRouteQuery>(query, queryRef);
  const { loaded } = useLiveList<VersionsRouteQuery>(brand?.id, {
    kinds: ['VERSIONS'],
    query,
    variables: queryRef.variables,
    page: VERSIONS_PAGE,
  });
  return <BrandListScreen brand={brand}>{(brand) => <Versions brand={brand} loaded={loaded} />}</BrandListScreen>;
}

function Versions({ brand, loaded }: { brand: Brand; loaded: { current: number } }) {
  const intl = useIntl();
  const now = useNow();
  const list = usePaginationFragment<VersionsRoutePaginationQuery, VersionsRoute_versions$key>(versionsFragment, brand);
  const versions = list.data.versions.edges.map((edge) => edge.node);
  loaded.current = versions.length;
  const canEdit = brand.viewerCan.editContent;
  const [naming, setNaming] = useState(false);
  const [restoring, setRestoring] = useState<{ at: string; name: string } | null>(null);

  return (
    <div className="versions-screen">
      <ListHeader
        brand={brand}
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.intro)}
        actions={
          canEdit ? (
            <Button variant="primary" onClick={() => setNaming(true)}>
              <Icon name="bookmark" /> {intl.formatMessage(messages.name)}
            </Button>
          ) : null
        }
      />

      {versions.length === 0 ? (
        <EmptyList
          icon="bookmark"
          title={intl.formatMessage(messages.empty)}
          text={intl.formatMessage(canEdit ? messages.emptyEditor : messages.emptyReader)}
        />
      ) : (
        <ul className="version-list" aria-label={intl.formatMessage(messages.list)}>
          {versions.map((version) => (
            <VersionItem
              key={version.id}
              version={version}
              slug={brand.slug}
              now={now}
              onRestore={canEdit ? setRestoring : undefined}
            />
          ))}
        </ul>
      )}

      <ShowMore list={list} page={VERSIONS_PAGE} label={intl.formatMessage(messages.more)} />

      {naming ? (
        <NameVersionDialog brandId={brand.id} connection={list.data.versions.__id} onClose={() => setNaming(false)} />
      ) : null}
      {restoring ? (
        <RestoreBrandDialog
          brandId={brand.id}
          at={restoring.at}
          versionName={restoring.name}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </div>
  );
}

function VersionItem({
  version: key,
  slug,
  now,
  onRestore,
}: {
  version: VersionsRoute_version$key;
  slug: string;
  now: Date;
  onRestore?: (version: { at: string; name: string }) => void;
}) {
  const intl = useIntl();
  const personName = usePersonName();
  const nameId = useId();
  const notesId = useId();
  const [allNotes, setAllNotes] = useState(false);
  const version = useFragment(
    graphql`
      fragment VersionsRoute_version on BrandVersion {
        id
        name
        notes
        at
        createdBy {
          id
          email
          avatar
        }
      }
    `,
    key,
  );
  return (
    <li className="version-item">
      <span className="version-icon" aria-hidden="true">
        <Icon name="bookmark" size={20} />
      </span>
      <div className="version-body">
        <h2 className="version-name" id={nameId}>
          {version.name}
        </h2>
        {version.notes ? (
          <p id={notesId} className={`version-notes${version.notes.length > NOTES_SHOWN && !allNotes ? ' is-clamped' : ''}`}>
            {version.notes}
          </p>
        ) : null}
        {version.notes.length > NOTES_SHOWN ? (
          <Button
            size="small"
            variant="ghost"
            aria-expanded={allNotes}
            aria-controls={notesId}
            onClick={() => setAllNotes(!allNotes)}
          >
            {intl.formatMessage(allNotes ? messages.fewerNotes : messages.allNotes)}
          </Button>
        ) : null}
        <p className="version-meta muted small">
          <PersonAvatar user={version.createdBy} />
          <span>
            <FormattedMessage
              {...namedBy}
              values={{ time: <Moment at={version.at} now={now} />, person: personName(version.createdBy) }}
            />
          </span>
        </p>
      </div>
      <div className="version-actions">
        <Link
          to={brandPath(slug, 'versions', version.id)}
          className="button small"
          aria-label={intl.formatMessage(openVersion, { name: version.name })}
        >
          <Icon name="eye" /> {intl.formatMessage(messages.open)}
        </Link>
        {onRestore ? (
          <Button
            size="small"
            variant="ghost"
            aria-describedby={nameId}
            onClick={() => onRestore({ at: version.at, name: version.name })}
          >
            <Icon name="restore" /> {intl.formatMessage(messages.restore)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function NameVersionDialog({ brandId, connection, onClose }: { brandId: string; connection: string; onClose: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [create, creating] = usePending(useCreateVersionBrandMutation());
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<ErrorInfo | null>(null);
  const nameId = useId();
  const notesId = useId();
  // A second submit while the first is on its way would name a second version.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (creating) return;
    setError(null);
    try {
      const version = await create({ brandId, name: name.trim(), notes: notes.trim(), connections: [connection] });
      toast.show(intl.formatMessage(named, { name: version.name }), { tone: 'success' });
      onClose();
    } catch (e) {
      setError(errorInfo(e));
    }
  }
  return (
    <Dialog title={intl.formatMessage(messages.formTitle)} onClose={onClose} width="32rem">
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <p className="muted">{intl.formatMessage(messages.formIntro)}</p>
        <div className="field">
          <label htmlFor={nameId}>{intl.formatMessage(messages.formName)}</label>
          <input
            id={nameId}
            required
            maxLength={NAME_MAX}
            autoComplete="off"
            aria-describedby={`${nameId}-limit`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
          />
          <p className="field-hint counter" id={`${nameId}-limit`}>
            {intl.formatMessage(limit, { count: name.length, max: NAME_MAX })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={notesId}>{intl.formatMessage(messages.formNotes)}</label>
          <textarea
            id={notesId}
            rows={4}
            maxLength={VERSION_NOTES_MAX}
            placeholder={intl.formatMessage(messages.formNotesPlaceholder)}
            aria-describedby={`${notesId}-limit`}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
          <p className="field-hint counter" id={`${notesId}-limit`}>
            {intl.formatMessage(limit, { count: notes.length, max: VERSION_NOTES_MAX })}
          </p>
        </div>
        <ErrorText error={error} fallback={messages.failed} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" variant="primary" busy={creating} disabled={!name.trim()}>
            {intl.formatMessage(messages.save)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
