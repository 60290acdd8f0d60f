import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, useRouteLoaderData } from 'react-router';
import type { HistoryEntryItem_entry$data, HistoryEntryItem_entry$key } from '../__generated__/HistoryEntryItem_entry.graphql';
import type { RootLoaderData } from '../layout/rootLoader';
import { ActionsMenu } from '../ui/ActionsMenu';
import { AiAssisted } from './AiAssisted';
import { ChangeLines } from './ChangeLines';
import { exactTime, Moment } from './Moment';
import { PersonAvatar, usePersonName } from './Person';

/*
 * The header of an entry, by its kind: the server words the change lines, the client the rest.
 * Page entries name their page; the brand's own (settings, order, versions, restores) do not.
 */
const headers = defineMessages({
  created: { id: 'history.entry.created', defaultMessage: '{person} created the page {page}' },
  createdBrand: { id: 'history.entry.createdBrand', defaultMessage: '{person} created the brand' },
  edit: { id: 'history.entry.edit', defaultMessage: '{person} edited {page}' },
  undo: { id: 'history.entry.undo', defaultMessage: '{person} undid a step on {page}' },
  redo: { id: 'history.entry.redo', defaultMessage: '{person} redid a step on {page}' },
  revertPage: { id: 'history.entry.revertPage', defaultMessage: '{person} restored {page} to {time}' },
  revertBrand: { id: 'history.entry.revertBrand', defaultMessage: '{person} restored the brand to {time}' },
  deletedPage: { id: 'history.entry.deletedPage', defaultMessage: '{person} deleted the page {page}' },
  deletedBrand: { id: 'history.entry.deletedBrand', defaultMessage: '{person} deleted the brand' },
  restoredPage: { id: 'history.entry.restoredPage', defaultMessage: '{person} brought back the page {page}' },
  restoredBrand: { id: 'history.entry.restoredBrand', defaultMessage: '{person} brought back the brand' },
  settings: { id: 'history.entry.settings', defaultMessage: '{person} changed the brand’s settings' },
  order: { id: 'history.entry.order', defaultMessage: '{person} changed the order of the pages' },
  version: { id: 'history.entry.version', defaultMessage: '{person} named a version' },
});

const messages = defineMessages({
  restore: { id: 'history.entry.restore', defaultMessage: 'Restore the brand to this moment' },
  menu: { id: 'history.entry.menu', defaultMessage: 'More for this entry' },
  deletedPage: { id: 'history.entry.pageDeleted', defaultMessage: '(deleted)' },
});
const actingAdmin = defineMessage<{ admin: string }>({
  id: 'history.entry.actingAdmin',
  defaultMessage: 'done by the site admin {admin}',
});
/** The same, read by the person the admin acted as (issue 28: "an admin acting as you"). */
const actingAdminAsYou = defineMessage<{ admin: string }>({
  id: 'history.entry.actingAdminAsYou',
  defaultMessage: 'an admin acting as you: {admin}',
});

type Entry = HistoryEntryItem_entry$data;

function headerOf(entry: Entry): MessageDescriptor {
  const onPage = entry.pageName !== null && entry.pageName !== undefined;
  switch (entry.kind) {
    case 'CREATED':
      return onPage ? headers.created : headers.createdBrand;
    case 'UNDO':
      return headers.undo;
    case 'REDO':
      return headers.redo;
    case 'REVERT':
      return onPage ? headers.revertPage : headers.revertBrand;
    case 'DELETED':
      return onPage ? headers.deletedPage : headers.deletedBrand;
    case 'RESTORED':
      return onPage ? headers.restoredPage : headers.restoredBrand;
    case 'SETTINGS':
      return headers.settings;
    case 'ORDER':
      return headers.order;
    case 'VERSION':
      return headers.version;
    default:
      // EDIT, and kinds this client does not know yet
      return onPage ? headers.edit : headers.settings;
  }
}

/**
 * One step of the brand's history: who (avatar, address; Brandtrail for the system; the admin who
 * acted), what (a header by kind, the page linked while it exists, the server's change lines) and
 * when (relative, the exact time on hover). Editors and owners may restore the brand to it (from
 * the entry's menu: a restore button on every row read as the list's main action).
 */
export function HistoryEntryItem({
  entry: key,
  now,
  onRestore,
}: {
  entry: HistoryEntryItem_entry$key;
  now: Date;
  /** Offered to editors and owners: restore the brand to the moment the entry shows. */
  onRestore?: (at: string) => void;
}) {
  const intl = useIntl();
  const personName = usePersonName();
  // Who reads the activity (the root loader's session): the person an admin acted as reads "you".
  const you = useRouteLoaderData<RootLoaderData>('root')?.viewer?.email;
  const entry = useFragment(
    graphql`
      fragment HistoryEntryItem_entry on HistoryEntry {
        ...Person_entry @relay(mask: false)
        pageName
        page {
          id
          url
        }
        changes {
          text
        }
      }
    `,
    key,
  );

  let page: ReactNode = null;
  if (entry.page) {
    page = (
      <Link to={entry.page.url} className="history-entry-page">
        {entry.pageName}
      </Link>
    );
  } else if (entry.pageName !== null && entry.pageName !== undefined) {
    // Members can open every page: one they cannot open is deleted.
    page = (
      <span className="history-entry-page">
        {entry.pageName} <span className="muted">{intl.formatMessage(messages.deletedPage)}</span>
      </span>
    );
  }

  return (
    <li className="history-entry" data-entry-kind={entry.kind}>
      <PersonAvatar user={entry.user} />
      <div className="history-entry-body">
        <p className="history-entry-head">
          <FormattedMessage
            {...headerOf(entry)}
            values={{
              person: <strong className="history-entry-person">{personName(entry.user)}</strong>,
              page,
              time: entry.revertedTo ? intl.formatDate(entry.revertedTo, exactTime) : '',
            }}
          />
          {entry.actingAdmin ? (
            <span className="history-entry-admin">
              {' '}
              (
              {intl.formatMessage(entry.user && entry.user.email === you ? actingAdminAsYou : actingAdmin, {
                admin: entry.actingAdmin.email,
              })}
              )
            </span>
          ) : null}
          {entry.aiAssisted ? <AiAssisted /> : null}
        </p>
        <p className="history-entry-when muted small">
          <Moment at={entry.at} now={now} />
        </p>
        <ChangeLines changes={entry.changes} />
      </div>
      {onRestore ? (
        <div className="history-entry-actions">
          <ActionsMenu
            label={intl.formatMessage(messages.menu)}
            actions={[{ label: intl.formatMessage(messages.restore), icon: 'restore', onSelect: () => onRestore(entry.at) }]}
          />
        </div>
      ) : null}
    </li>
  );
}
