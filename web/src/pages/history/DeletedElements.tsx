import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DeletedElements_page$key } from '../../__generated__/DeletedElements_page.graphql';
import type { elementData_elements$key } from '../../__generated__/elementData_elements.graphql';
import { Button } from '../../ui/Button';
import { useErrorText } from '../../ui/ErrorText';
import { errorInfo } from '../../ui/errorInfo';
import { useToast } from '../../ui/Toast';
import { elementDataFragment, toElement } from '../elementData';
import { elementTypeMessages } from '../messages';
import { Moment, useNow } from '../../history/Moment';
import { usePersonName } from '../../history/Person';
import { historyMessages as m } from './messages';
import { useRestoreElementMutation } from './useRestoreElementMutation';

/**
 * The elements deleted from the page and not back since (latest first): what each was, who
 * deleted it and when; editors bring one back where it was.
 */
export function DeletedElements({ page, pageId, canEdit }: { page: DeletedElements_page$key; pageId: string; canEdit: boolean }) {
  const intl = useIntl();
  const personName = usePersonName();
  const now = useNow();
  const toast = useToast();
  const errorText = useErrorText();
  const restore = useRestoreElementMutation();
  const [restoring, setRestoring] = useState<string | null>(null);
  const data = useFragment(
    graphql`
      fragment DeletedElements_page on Page {
        deletedElements(first: 50) {
          words
          deletedAt
          deletedBy {
            email
          }
          element {
            elementId
            ...elementData_elements
          }
        }
      }
    `,
    page,
  );
  const elements = useFragment<elementData_elements$key>(
    elementDataFragment,
    data.deletedElements.map((d) => d.element),
  );

  const onRestore = async (elementId: string, name: string) => {
    setRestoring(elementId);
    try {
      await restore(pageId, elementId);
      toast.show(intl.formatMessage(m.elementRestored, { name }), { tone: 'success' });
    } catch (error) {
      toast.show(errorText(errorInfo(error)), { tone: 'error' });
    } finally {
      setRestoring(null);
    }
  };

  return (
    <section className="history-section history-deleted">
      {data.deletedElements.length === 0 ? (
        <p className="history-empty muted">{intl.formatMessage(m.deletedEmpty)}</p>
      ) : (
        <ul className="deleted-elements">
          {data.deletedElements.map((deleted, i) => {
            const element = toElement(elements[i]!);
            const type = intl.formatMessage(elementTypeMessages[element.type]);
            const words = deleted.words;
            const name = words ? intl.formatMessage(m.elementName, { type, words }) : type;
            return (
              <li key={deleted.element.elementId} className="deleted-element" data-element-id={deleted.element.elementId}>
                <span className="deleted-element-type">{type}</span>
                {words ? <span className="deleted-element-words">{words}</span> : null}
                <div className="deleted-element-foot">
                  <span className="deleted-element-meta">
                    {intl.formatMessage(m.deletedBy, { who: personName(deleted.deletedBy) })} ·{' '}
                    <Moment at={deleted.deletedAt} now={now} />
                  </span>
                  {canEdit ? (
                    <Button
                      size="small"
                      busy={restoring === deleted.element.elementId}
                      aria-label={intl.formatMessage(m.restoreElement, { name })}
                      onClick={() => void onRestore(deleted.element.elementId, name)}
                    >
                      {intl.formatMessage(m.restore)}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
