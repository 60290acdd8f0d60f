import { isElementType, type PageElement } from '@brandtrail/domain/pages/elements';
import { Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LinkTargetQuery } from '../__generated__/LinkTargetQuery.graphql';
import { plainText } from './editor/store';
import { usePageEditor } from './editor/context';
import { elementTypeMessages, inspectorMessages as t } from './messages';

interface LinkTargetProps {
  /** The field's label (the editor's, from the registry). */
  label: string;
  value: string | null;
  self: string;
  onChange: (value: string | null) => void;
}

interface TargetGroup {
  id: string;
  name: string;
  options: { id: string; type: PageElement['type']; summary: string }[];
}

/**
 * The element a link element shows: any element (not a link) of the brand's pages, grouped by page,
 * this page first. Other pages' elements load when the settings open; until then the select offers
 * this page's.
 */
export function LinkTarget(props: LinkTargetProps) {
  return (
    <Suspense fallback={<TargetSelect {...props} groups={[]} />}>
      <TargetSelectWithOtherPages {...props} />
    </Suspense>
  );
}

function TargetSelectWithOtherPages(props: LinkTargetProps) {
  const { pageId, brandSlug } = usePageEditor();
  const data = useLazyLoadQuery<LinkTargetQuery>(
    graphql`
      query LinkTargetQuery($slug: String!) {
        brandBySlug(slug: $slug) {
          pages {
            id
            name
            elements {
              elementId
              type
              label
              url
              color
              text
            }
          }
        }
      }
    `,
    { slug: brandSlug },
    { fetchPolicy: 'store-and-network' },
  );
  const groups: TargetGroup[] = (data.brandBySlug?.pages ?? [])
    .filter((p) => p.id !== pageId)
    .map((p) => ({
      id: p.id,
      name: p.name,
      options: p.elements.flatMap((e) =>
        e.type !== 'link' && isElementType(e.type)
          ? [
              {
                id: e.elementId,
                type: e.type,
                summary:
                  (e.text ? plainText(JSON.parse(e.text)).slice(0, 40) : '') ||
                  e.label ||
                  e.url ||
                  (e.color ? `#${e.color}` : '…'),
              },
            ]
          : [],
      ),
    }))
    .filter((g) => g.options.length > 0);
  return <TargetSelect {...props} groups={groups} />;
}

function TargetSelect({ label: fieldLabel, value, self, onChange, groups }: LinkTargetProps & { groups: TargetGroup[] }) {
  const intl = useIntl();
  const { store } = usePageEditor();
  const id = useId();
  const here = store.elements().filter((e) => e.id !== self && e.type !== 'link' && !e.id.startsWith('__new/'));
  const label = (type: PageElement['type'], text: string) =>
    intl.formatMessage(t.elementOption, { type: intl.formatMessage(elementTypeMessages[type]), summary: text });
  const known = here.some((e) => e.id === value) || groups.some((g) => g.options.some((o) => o.id === value));
  return (
    <div className="inspector-field">
      <label htmlFor={id}>{fieldLabel}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{intl.formatMessage(t.linkedNone)}</option>
        {value && !known ? <option value={value}>…</option> : null}
        {here.map((e) => (
          <option key={e.id} value={e.id}>
            {label(e.type, summary(e))}
          </option>
        ))}
        {groups.map((g) => (
          <optgroup key={g.id} label={g.name}>
            {g.options.map((o) => (
              <option key={o.id} value={o.id}>
                {label(o.type, o.summary)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

function summary(e: PageElement): string {
  switch (e.type) {
    case 'headline':
    case 'text':
      return plainText(e.text).slice(0, 40) || '…';
    case 'color':
      return e.label || (e.color ? `#${e.color}` : '…');
    case 'hyperlink':
      return e.label || e.url || '…';
    default:
      return `#${e.id.slice(0, 4)}`;
  }
}
