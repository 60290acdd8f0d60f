import { useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Tooltip } from '../ui/Tooltip';
import type { PageVisitor } from './usePageLive';
import { useSetPagePresenceMutation } from './useSetPagePresenceMutation';

const label = defineMessage({ id: 'pages.presence.label', defaultMessage: 'Also on this page' });
const viewing = defineMessage<{ who: string }>({ id: 'pages.presence.viewing', defaultMessage: '{who}: viewing' });
const editing = defineMessage<{ who: string }>({ id: 'pages.presence.editing', defaultMessage: '{who}: editing' });
const more = defineMessage<{ count: number }>({
  id: 'pages.presence.more',
  defaultMessage: '{count, plural, one {and # more} other {and # more}}',
});

/** Avatars shown before the rest are counted. */
const SHOWN = 5;
/** A selection that changes back within this long is not sent (clicking from one element to the next). */
const SELECT_DELAY_MS = 300;

/** A person's initials: of their display name, else of their address's local part. */
const initials = (user: { email: string; displayName: string }) => {
  const name = user.displayName || (user.email.split('@')[0] ?? '');
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
};

/** The name beside the address where the person gave one. */
const who = (user: { email: string; displayName: string }) =>
  user.displayName ? `${user.displayName} (${user.email})` : user.email;

/**
 * Who else (other members) has the page open (usePageLive), as avatars with initials; the name, email and
 * whether they view or edit in a tooltip. `selecting` tells the others this viewer edits (an
 * element selected).
 */
export function PagePresence({
  pageId,
  others,
  selecting,
}: {
  pageId: string;
  others: readonly PageVisitor[];
  selecting: boolean;
}) {
  const intl = useIntl();
  const setPresence = useSetPagePresenceMutation();

  useEffect(() => {
    if (!selecting) return;
    // Nothing on screen waits for the answer: a failure is dropped.
    const tell = (editing: boolean) => void setPresence(pageId, editing).catch(() => undefined);
    let sent = false;
    const timer = setTimeout(() => {
      sent = true;
      tell(true);
    }, SELECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (sent) tell(false);
    };
  }, [setPresence, pageId, selecting]);

  if (!others.length) return null;
  const shown = others.slice(0, SHOWN);
  return (
    <ul className="presence" aria-label={intl.formatMessage(label)}>
      {shown.map((visitor) => (
        <li key={visitor.user.id}>
          <Tooltip label={intl.formatMessage(visitor.editing ? editing : viewing, { who: who(visitor.user) })}>
            <span className="presence-avatar" data-editing={visitor.editing} tabIndex={0}>
              {initials(visitor.user)}
            </span>
          </Tooltip>
        </li>
      ))}
      {others.length > SHOWN ? (
        <li className="presence-more">{intl.formatMessage(more, { count: others.length - SHOWN })}</li>
      ) : null}
    </ul>
  );
}
