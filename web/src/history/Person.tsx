import { defineMessages, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { Avatar } from '../account/Avatar';

/**
 * What every view of a history entry shows of it (the brand's activity, the page's history): what
 * kind of step, when, to when a restore went, whether AI wrote it, who made it and the site admin
 * acting for them.
 */
export const personEntryFragment = graphql`
  fragment Person_entry on HistoryEntry {
    id
    kind
    at
    revertedTo
    aiAssisted
    user {
      id
      email
      avatar
    }
    actingAdmin {
      id
      email
    }
  }
`;

const messages = defineMessages({
  system: { id: 'history.person.system', defaultMessage: 'Brandtrail' },
});

export interface Account {
  readonly email: string;
  readonly avatar?: string | null;
}

/** Who made a step: their address, or Brandtrail when the system did (an operator's command). */
export function usePersonName(): (user: Account | null | undefined) => string {
  const intl = useIntl();
  return (user) => user?.email || intl.formatMessage(messages.system);
}

/** The person's picture (or initial); Brandtrail's mark for the system. */
export function PersonAvatar({ user }: { user: Account | null | undefined }) {
  if (!user) {
    return (
      <span className="avatar avatar-initial avatar-system small" aria-hidden="true">
        B
      </span>
    );
  }
  return <Avatar src={user.avatar ?? null} email={user.email} />;
}
