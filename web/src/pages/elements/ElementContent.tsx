import type { ElementChanges, ElementOf, PageElement, RichText as RichTextDoc } from '@brandtrail/domain/pages/elements';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useColors, useElement, useHeadlines, usePageEditor } from '../editor/context';
import { DownloadElement, FontElement, GalleryElement, MockupElement } from './AssetElements';
import { elementTypeMessages, pageMessages as m } from '../messages';
import { ColorElement } from './ColorElement';
import { RichText } from './RichText';
import { Icon } from '../../ui/Icon';

/** Where a headline's anchor points (the navigation element links to it). */
export const headlineAnchor = (elementId: string) => `h-${elementId.replace(/^__new\//, '')}`;

interface Props {
  element: PageElement;
  elementKey: string;
  index: number;
  /** Elements shown by a link element are read-only here. */
  readOnly?: boolean;
  /** Resolves a link element's target (on this page or another). */
  linked?: (id: string) => { element: PageElement; pageName: string | null } | null;
}

/** The inside of an element: the same for editors and readers, apart from the editing affordances. */
export const ElementContent = memo(function ElementContent({ element, elementKey, index, readOnly = false, linked }: Props) {
  const { store, editing } = usePageEditor();
  const editable = editing && !readOnly;
  const colors = useColors();
  const color = (id: string) => colors.get(id) ?? null;
  switch (element.type) {
    case 'headline':
    case 'text':
      return (
        <RichText
          doc={element.text}
          headline={element.type === 'headline'}
          elementKey={elementKey}
          index={index}
          editable={editable}
          onChange={(text: RichTextDoc) => store.update(elementKey, { text } as ElementChanges)}
        />
      );
    case 'color':
      return <ColorElement element={element} editing={editable} />;
    case 'navigation':
      return <Navigation element={element} editing={editable} />;
    case 'hyperlink':
      return <Hyperlink element={element} editing={editable} />;
    case 'spacer':
      return <Spacer element={element} />;
    case 'link':
      return <LinkedElement element={element} editing={editable} linked={linked} index={index} />;
    case 'gallery':
      return <GalleryElement element={element} editing={editable} color={color} />;
    case 'mockup':
      return <MockupElement element={element} editing={editable} color={color} />;
    case 'download':
      return <DownloadElement element={element} editing={editable} />;
    case 'font':
      return <FontElement element={element} editing={editable} />;
  }
});

function Empty({ children }: { children: ReactNode }) {
  return <p className="element-empty">{children}</p>;
}

function Navigation({ element, editing }: { element: ElementOf<'navigation'>; editing: boolean }) {
  const intl = useIntl();
  const headlines = useHeadlines()
    .slice(element.skipHeadlines)
    .filter((h) => h.text);
  if (headlines.length === 0) return editing ? <Empty>{intl.formatMessage(m.navigationEmpty)}</Empty> : null;
  return (
    <nav className="navigation-element" aria-label={intl.formatMessage(m.navigationLabel)}>
      <ul>
        {headlines.map((h) => (
          <li key={h.key}>
            <a href={`#${headlineAnchor(h.id)}`}>{h.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Hyperlink({ element, editing }: { element: ElementOf<'hyperlink'>; editing: boolean }) {
  const intl = useIntl();
  const { readPrivate } = usePageEditor();
  // Not public: members see it, public readers and shared links do not.
  if (!element.public && !readPrivate) return null;
  const label = element.label || element.url;
  if (!element.url && !element.label) return editing ? <Empty>{intl.formatMessage(m.hyperlinkEmpty)}</Empty> : null;
  return (
    <div className="hyperlink-element">
      <a
        className="hyperlink-button"
        href={element.url || undefined}
        target="_blank"
        rel="noopener noreferrer"
        style={{ borderRadius: `${element.borderRadius}px` }}
        onClick={(event) => {
          if (editing) event.preventDefault();
        }}
      >
        {label}
        <Icon name="external" size={14} />
      </a>
      {!element.public ? <span className="badge">{intl.formatMessage(m.membersOnly)}</span> : null}
      {element.caption ? <p className="hyperlink-caption">{element.caption}</p> : null}
      {element.info ? <p className="hyperlink-info muted">{element.info}</p> : null}
    </div>
  );
}

function Spacer({ element }: { element: ElementOf<'spacer'> }) {
  return (
    <div className="spacer-element" aria-hidden="true">
      {element.separator ? <hr style={{ borderTopWidth: `${element.separatorSize}px` }} /> : null}
    </div>
  );
}

function LinkedElement({
  element,
  editing,
  linked,
  index,
}: {
  element: ElementOf<'link'>;
  editing: boolean;
  linked: Props['linked'];
  index: number;
}) {
  const intl = useIntl();
  const { store } = usePageEditor();
  // A target on this page: follow it in the store (it re-renders this link when it changes).
  const localKey = element.linkedElement ? store.keyOfId(element.linkedElement) : undefined;
  const local = useElement(localKey ?? '');
  if (!element.linkedElement) return editing ? <Empty>{intl.formatMessage(m.linkEmpty)}</Empty> : null;
  const target = local ? { element: local, pageName: null } : linked?.(element.linkedElement);
  if (!target) return editing ? <Empty>{intl.formatMessage(m.linkMissing)}</Empty> : null;
  return (
    <div className="linked-element">
      {editing ? (
        <p className="linked-element-source">
          {target.pageName
            ? intl.formatMessage(m.linkedFrom, { page: target.pageName })
            : intl.formatMessage(elementTypeMessages[target.element.type])}
        </p>
      ) : null}
      {target.element.type === 'link' ? null : (
        <ElementContent element={target.element} elementKey={`linked:${element.id}`} index={index} readOnly />
      )}
    </div>
  );
}
