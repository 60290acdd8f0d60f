import { elementField } from '@brandtrail/domain/pages/elements';
import { pageSetting } from '@brandtrail/domain/pages/settings';
import { Suspense } from 'react';
import { useIntl, type TypedMessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import type { UsagesQuery } from '../__generated__/UsagesQuery.graphql';
import { useLocale } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import { elementTypeMessages, pageMessages as m } from './messages';

/** Which elements (and pages) show or follow an element: links, text and row colours. */
export function Usages({ pageId, elementId }: { pageId: string; elementId: string }) {
  const intl = useIntl();
  if (elementId.startsWith('__new/')) return null;
  return (
    <section className="inspector-section">
      <h3>{intl.formatMessage(m.usages)}</h3>
      <Suspense fallback={<span className="spinner small" aria-hidden="true" />}>
        <UsageList pageId={pageId} elementId={elementId} />
      </Suspense>
    </section>
  );
}

/**
 * The field that refers, as the editor and the page settings name it (the registries' labels): a
 * colour element reference by its colour.
 */
function fieldLabel(type: string | undefined, name: string, locale: Locale): string | undefined {
  if (!type) {
    const setting = pageSetting(name);
    return setting && (pageSetting(setting.pairedWith ?? '') ?? setting).label[locale];
  }
  const field = elementField(type, name);
  return field && (field.pairedWith ? elementField(type, field.pairedWith)! : field).label[locale];
}

function UsageList({ pageId, elementId }: { pageId: string; elementId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const data = useLazyLoadQuery<UsagesQuery>(
    graphql`
      query UsagesQuery($pageId: ID!, $elementId: ID!) {
        elementUsages(pageId: $pageId, elementId: $elementId) {
          field
          page {
            id
            name
            url
          }
          element {
            id
            type
          }
        }
      }
    `,
    { pageId, elementId },
    { fetchPolicy: 'store-and-network' },
  );
  const usages = data.elementUsages;
  if (usages.length === 0) return <p className="inspector-hint">{intl.formatMessage(m.usagesNone)}</p>;
  return (
    <ul className="usage-list">
      {usages.map((usage, i) => {
        const type = usage.element?.type;
        const what = intl.formatMessage(
          type && Object.hasOwn(elementTypeMessages, type)
            ? (elementTypeMessages[type as keyof typeof elementTypeMessages] as TypedMessageDescriptor)
            : m.pageItself,
        );
        const label = fieldLabel(type, usage.field, locale);
        return (
          <li key={`${usage.element?.id ?? usage.page.id}-${usage.field}-${i}`}>
            <Link to={usage.page.url}>{usage.page.name}</Link>
            <span className="muted">
              {' · '}
              {what}
              {label ? ` · ${label}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
