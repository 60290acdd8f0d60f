import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Button } from '../ui/Button';

const messages = defineMessages({
  fewer: { id: 'history.entry.fewer', defaultMessage: 'Show fewer changes' },
});
const moreChanges = defineMessage<{ count: number }>({
  id: 'history.entry.more',
  defaultMessage: '{count, plural, one {Show # more change} other {Show # more changes}}',
});

/** Change lines shown before "Show n more changes". */
const FIRST_CHANGES = 4;

/**
 * A history entry's change lines as the server words them ("Colour HEX #FF8000 → #1A2B3C"), the
 * first four, and the rest on request: the page's history and the brand's activity show them alike.
 */
export function ChangeLines({ changes }: { changes: readonly { readonly text: string }[] }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const shown = open ? changes : changes.slice(0, FIRST_CHANGES);
  if (!changes.length) return null;
  return (
    <>
      <ul className="history-changes" id={id}>
        {shown.map((change, i) => (
          <li key={i}>{change.text}</li>
        ))}
      </ul>
      {changes.length > FIRST_CHANGES ? (
        <Button size="small" variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? intl.formatMessage(messages.fewer) : intl.formatMessage(moreChanges, { count: changes.length - FIRST_CHANGES })}
        </Button>
      ) : null}
    </>
  );
}
