import { elementFieldsOf, type ElementChanges } from '@brandtrail/domain/pages/elements';
import { Icon } from '../ui/Icon';
import { ContrastWarning } from './ColorFields';
import { FieldInputs, hasControl } from './FieldInput';
import { Section } from './InspectorFields';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useColors, useElement, usePageEditor } from './editor/context';
import { pageColors, rowBackground, rowFirstOf, textContrastOf, type ColorLookup } from './layout';
import type { SurfaceSettings } from './pageView';
import { Usages } from './Usages';
import { elementTypeMessages, inspectorMessages as t } from './messages';

/**
 * The settings of the selected element: its own fields, its layout (the common fields) and its
 * row's, each a control the domain's registry decides (FieldInput.tsx). Every change applies on the
 * page at once and saves by itself.
 */
export function Inspector({
  elementKey,
  surface,
  sheet,
  takeFocus,
  onClose,
}: {
  elementKey: string;
  surface: SurfaceSettings['colors'];
  /** A sheet over the page (narrow screens) rather than a panel beside it. */
  sheet: boolean;
  /** The settings were asked for just now: focus moves into them. */
  takeFocus: boolean;
  onClose: () => void;
}) {
  const { store, pageId } = usePageEditor();
  const element = useElement(elementKey);
  const palette = useColors();
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus was when the settings opened (their button), to go back to on close.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!takeFocus) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    // The page behind stays where it is.
    heading.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  const elementId = element?.id;
  const close = () => {
    const inside = heading.current?.closest('.inspector')?.contains(document.activeElement);
    if (inside) {
      // Back to what opened the settings, else to the element itself (an insert menu is gone).
      const frame = document.querySelector<HTMLElement>(`.page-element[data-element-id="${elementId}"]`);
      const back = opener.current?.isConnected ? opener.current : frame;
      back?.focus({ preventScroll: true });
    }
    onClose();
  };
  if (!element) return null;
  const set = (changes: ElementChanges) => store.update(elementKey, changes);
  const type = intl.formatMessage(elementTypeMessages[element.type]);
  const lookup: ColorLookup = (id) => palette.get(id) ?? null;
  const rowFirst = rowFirstOf(store.elements(), element.id) ?? element;
  const firstInRow = rowFirst.id === element.id;
  // What the element's text sits on, as the page renders it (layout.ts).
  const contrast = textContrastOf(element, rowBackground(rowFirst, lookup), pageColors(surface, lookup), lookup);
  // The type's own fields, then the element's layout (the common fields), then its row's.
  const fields = elementFieldsOf(element.type);
  const own = fields.filter((f) => !f.common);
  const layout = fields.filter((f) => f.common && !f.row);
  const row = fields.filter((f) => f.row);

  return (
    <aside
      className={`inspector${sheet ? ' inspector-sheet' : ''}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
      }}
    >
      <header className="inspector-head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {intl.formatMessage(t.title, { type })}
        </h2>
        <button type="button" className="button ghost small" aria-label={intl.formatMessage(t.close)} onClick={close}>
          <Icon name="close" size={14} />
        </button>
      </header>
      {own.some(hasControl) ? (
        <Section title={intl.formatMessage(t.content)}>
          <FieldInputs element={element} fields={own} set={set} />
        </Section>
      ) : null}
      <Section title={intl.formatMessage(t.layout)}>
        <FieldInputs
          element={element}
          fields={layout}
          grouped
          set={set}
          after={{
            textColor: contrast.explicit ? (
              <ContrastWarning text={contrast.explicit} background={contrast.background} minimum={contrast.minimum} />
            ) : null,
          }}
        />
      </Section>
      <Section title={intl.formatMessage(t.row)} hint={firstInRow ? undefined : intl.formatMessage(t.rowHint)}>
        <FieldInputs element={element} fields={row} set={set} />
      </Section>
      <Usages pageId={pageId} elementId={element.id} />
    </aside>
  );
}
