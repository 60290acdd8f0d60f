import { useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { PagePresenceSelectMutation } from '../__generated__/PagePresenceSelectMutation.graphql';
import { commit } from '../relay/commit';
import { Tooltip } from '../ui/Tooltip';
import type { PageVisitor } from './usePageLive';

const label = defineMessage({ id: 'pages.presence.label', defaultMessage: 'Also on this page' });
const viewing = defineMessage<{ email: string }>({ id: 'pages.presence.viewing', defaultMessage: '{email}: viewing' });
const editing = defineMessage<{ email: string }>({ id: 'pages.presence.editing', defaultMessage: '{email}: editing' });
const more = defineMessage<{ count: number }>({
  id: 'pages.presence.more',
  defaultMessage: '{count, plural, one {and # more} other {and # more}}',
});

const select = graphql`
  mutation PagePresenceSelectMutation($input: SetPagePresenceInput!) {
    setPagePresence(input: $input) {
      selecting
    }
  }
`;

/** Avatars shown before the rest are counted. */
const SHOWN = 5;
/** A selection that changes back within this long is not sent (clicking from one element to the next). */
const SELECT_DELAY_MS = 300;

const initials = (email: string) => {
  const name = email.split('@')[0] ?? '';
  const parts = name.split(/[._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
};

/**
 * Who else (other members) has the page open (usePageLive), as avatars with initials; the email and
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
  const environment = useRelayEnvironment();

  useEffect(() => {
    if (!selecting) return;
    const input = (on: boolean) => ({ input: { pageId, selecting: on } });
    let sent = false;
    const timer = setTimeout(() => {
      sent = true;
      commit<PagePresenceSelectMutation>(environment, select, input(true)).catch(() => undefined);
    }, SELECT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (sent) commit<PagePresenceSelectMutation>(environment, select, input(false)).catch(() => undefined);
    };
  }, [environment, pageId, selecting]);

  if (!others.length) return null;
  const shown = others.slice(0, SHOWN);
  return (
    <ul className="presence" aria-label={intl.formatMessage(label)}>
      {shown.map((visitor) => (
        <li key={visitor.user.id}>
          <Tooltip label={intl.formatMessage(visitor.editing ? editing : viewing, { email: visitor.user.email })}>
            <span className="presence-avatar" data-editing={visitor.editing} tabIndex={0}>
              {initials(visitor.user.email)}
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
