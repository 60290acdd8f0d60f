import {
  fieldLimits,
  isElementType,
  rowWidths,
  verticalAligns,
  type ElementChanges,
  type PageElement,
  type RowWidth,
} from '@brandtrail/domain/pages/elements';
import { Icon } from '../ui/Icon';
import { AssetElementFields, ElementFontSelect } from './AssetFields';
import { ColorChoice, colorElementOptions, ContrastWarning, HexField } from './ColorFields';
import { Check, NumberField, Percent, Section, Select, TextField } from './InspectorFields';
import { plainText } from './editor/store';
import { Suspense, useEffect, useId, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InspectorLinkTargetsQuery } from '../__generated__/InspectorLinkTargetsQuery.graphql';
import { useIntl } from 'react-intl';
import { useColors, useElement, usePageEditor } from './editor/context';
import { pageColors, rowBackground, rowFirstOf, textContrastOf, type ColorLookup } from './layout';
import type { SurfaceSettings } from './pageView';
import { Usages } from './Usages';
import { elementTypeMessages, inspectorMessages as t } from './messages';

/**
 * The settings of the selected element: its own fields, its layout (the common fields) and its
 * row's. Every change applies on the page at once and saves by itself.
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
      <TypeFields element={element} set={set} />
      <Section title={intl.formatMessage(t.layout)}>
        <Select
          label={intl.formatMessage(t.width)}
          value={String(element.width)}
          options={widthOptions(element.width).map((w) => ({ value: String(w), label: widthLabel(w) }))}
          onChange={(v) => set({ width: Number(v) })}
        />
        <Check label={intl.formatMessage(t.newLine)} checked={element.newLine} onChange={(newLine) => set({ newLine })} />
        <Select
          label={intl.formatMessage(t.verticalAlign)}
          value={element.verticalAlign}
          options={verticalAligns.map((v) => ({ value: v, label: intl.formatMessage(t[v]) }))}
          onChange={(v) => set({ verticalAlign: v as PageElement['verticalAlign'] })}
        />
        <div className="inspector-grid">
          <Percent
            label={intl.formatMessage(t.marginTop)}
            value={element.marginTop}
            limits={fieldLimits(element.type, 'marginTop')}
            onChange={(marginTop) => set({ marginTop })}
          />
          <Percent
            label={intl.formatMessage(t.marginBottom)}
            value={element.marginBottom}
            limits={fieldLimits(element.type, 'marginBottom')}
            onChange={(marginBottom) => set({ marginBottom })}
          />
          <Percent
            label={intl.formatMessage(t.marginX)}
            value={element.marginX}
            limits={fieldLimits(element.type, 'marginX')}
            onChange={(marginX) => set({ marginX })}
          />
          <Percent
            label={intl.formatMessage(t.height)}
            value={element.height}
            limits={fieldLimits(element.type, 'height')}
            onChange={(height) => set({ height })}
          />
          <NumberField
            label={intl.formatMessage(t.fontSize)}
            value={element.fontSize}
            limits={fieldLimits(element.type, 'fontSize')}
            onChange={(fontSize) => set({ fontSize })}
          />
          <NumberField
            label={intl.formatMessage(t.borderRadius)}
            value={element.borderRadius}
            limits={fieldLimits(element.type, 'borderRadius')}
            onChange={(borderRadius) => set({ borderRadius })}
          />
        </div>
        <ElementFontSelect value={element.fontAsset} onChange={(fontAsset) => set({ fontAsset })} />
        <ColorChoice
          label={intl.formatMessage(t.textColor)}
          value={element.textColor}
          reference={element.textColorElement}
          colorElements={colorElementOptions(store.elements(), element.id)}
          onChange={(textColor, textColorElement) => set({ textColor, textColorElement })}
        />
        {contrast.explicit ? (
          <ContrastWarning text={contrast.explicit} background={contrast.background} minimum={contrast.minimum} />
        ) : null}
      </Section>
      <Section title={intl.formatMessage(t.row)} hint={firstInRow ? undefined : intl.formatMessage(t.rowHint)}>
        <Select
          label={intl.formatMessage(t.rowWidth)}
          value={element.rowWidth}
          options={rowWidths.map((w) => ({ value: w, label: intl.formatMessage(t[w]) }))}
          onChange={(v) => set({ rowWidth: v as RowWidth })}
        />
        <ColorChoice
          label={intl.formatMessage(t.rowBackgroundColor)}
          value={element.rowBackgroundColor}
          reference={element.rowBackgroundColorElement}
          colorElements={colorElementOptions(store.elements(), element.id)}
          onChange={(rowBackgroundColor, rowBackgroundColorElement) => set({ rowBackgroundColor, rowBackgroundColorElement })}
        />
        <Select
          label={intl.formatMessage(t.rowBackgroundWidth)}
          value={element.rowBackgroundWidth}
          options={rowWidths.map((w) => ({ value: w, label: intl.formatMessage(t[w]) }))}
          onChange={(v) => set({ rowBackgroundWidth: v as RowWidth })}
        />
        <NumberField
          label={intl.formatMessage(t.rowBorderRadius)}
          value={element.rowBorderRadius}
          limits={fieldLimits(element.type, 'rowBorderRadius')}
          onChange={(rowBorderRadius) => set({ rowBorderRadius })}
        />
      </Section>
      <Usages pageId={pageId} elementId={element.id} />
    </aside>
  );
}

const commonWidths = [1, 3 / 4, 2 / 3, 1 / 2, 1 / 3, 1 / 4];
const widthOptions = (current: number) =>
  commonWidths.some((w) => Math.abs(w - current) < 1e-6) ? commonWidths : [...commonWidths, current];
function widthLabel(w: number): string {
  const names: [number, string][] = [
    [1, '1/1'],
    [3 / 4, '3/4'],
    [2 / 3, '2/3'],
    [1 / 2, '1/2'],
    [1 / 3, '1/3'],
    [1 / 4, '1/4'],
  ];
  return names.find(([v]) => Math.abs(v - w) < 1e-6)?.[1] ?? `${Math.round(w * 100)}%`;
}

function TypeFields({ element, set }: { element: PageElement; set: (changes: ElementChanges) => void }) {
  const intl = useIntl();
  switch (element.type) {
    case 'headline':
    case 'text':
      return null;
    case 'color':
      return (
        <Section title={intl.formatMessage(t.content)}>
          <TextField
            label={intl.formatMessage(t.label)}
            value={element.label}
            limits={fieldLimits(element.type, 'label')}
            onChange={(label) => set({ label })}
          />
          <HexField label={intl.formatMessage(t.hex)} value={element.color} onChange={(color) => set({ color })} />
          <PaletteEditor colors={element.colors} onChange={(colors) => set({ colors })} />
        </Section>
      );
    case 'navigation':
      return (
        <Section title={intl.formatMessage(t.content)}>
          <NumberField
            label={intl.formatMessage(t.skipHeadlines)}
            value={element.skipHeadlines}
            limits={fieldLimits(element.type, 'skipHeadlines')}
            onChange={(skipHeadlines) => set({ skipHeadlines })}
          />
        </Section>
      );
    case 'hyperlink':
      return (
        <Section title={intl.formatMessage(t.content)}>
          <TextField
            label={intl.formatMessage(t.label)}
            value={element.label}
            limits={fieldLimits(element.type, 'label')}
            onChange={(label) => set({ label })}
          />
          <TextField
            label={intl.formatMessage(t.url)}
            value={element.url}
            limits={fieldLimits(element.type, 'url')}
            type="url"
            onChange={(url) => set({ url })}
          />
          <TextField
            label={intl.formatMessage(t.caption)}
            value={element.caption}
            limits={fieldLimits(element.type, 'caption')}
            onChange={(caption) => set({ caption })}
          />
          <TextField
            label={intl.formatMessage(t.info)}
            value={element.info}
            limits={fieldLimits(element.type, 'info')}
            multiline
            onChange={(info) => set({ info })}
          />
          <Check label={intl.formatMessage(t.public)} checked={element.public} onChange={(value) => set({ public: value })} />
        </Section>
      );
    case 'spacer':
      return (
        <Section title={intl.formatMessage(t.content)}>
          <Check
            label={intl.formatMessage(t.separator)}
            checked={element.separator}
            onChange={(separator) => set({ separator })}
          />
          <NumberField
            label={intl.formatMessage(t.separatorSize)}
            value={element.separatorSize}
            limits={fieldLimits(element.type, 'separatorSize')}
            onChange={(separatorSize) => set({ separatorSize })}
          />
        </Section>
      );
    case 'gallery':
    case 'mockup':
    case 'download':
    case 'font':
      return (
        <Section title={intl.formatMessage(t.content)}>
          <AssetElementFields element={element} set={set} />
        </Section>
      );
    case 'link':
      return (
        <Section title={intl.formatMessage(t.content)}>
          <LinkTarget value={element.linkedElement} self={element.id} onChange={(linkedElement) => set({ linkedElement })} />
        </Section>
      );
  }
}

function PaletteEditor({
  colors,
  onChange,
}: {
  colors: readonly { color: string; label: string }[];
  onChange: (colors: { color: string; label: string }[]) => void;
}) {
  const intl = useIntl();
  const list = colors.map((c) => ({ ...c }));
  return (
    <div className="palette-editor">
      <h4>{intl.formatMessage(t.palette)}</h4>
      {list.map((c, i) => (
        <div key={i} className="palette-row">
          <HexField
            label={`${intl.formatMessage(t.hex)} ${i + 1}`}
            value={c.color}
            onChange={(hex) => {
              if (!hex) return;
              list[i] = { ...c, color: hex };
              onChange(list);
            }}
          />
          <TextField
            label={`${intl.formatMessage(t.label)} ${i + 1}`}
            value={c.label}
            // A palette colour's label is checked as the element's own label is.
            limits={fieldLimits('color', 'label')}
            onChange={(label) => {
              list[i] = { ...c, label };
              onChange(list);
            }}
          />
          <button
            type="button"
            className="button ghost small"
            aria-label={intl.formatMessage(t.paletteRemove, { label: c.label || `#${c.color}` })}
            onClick={() => onChange(list.filter((_, j) => j !== i))}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button small"
        disabled={list.length >= (fieldLimits('color', 'colors').maxItems ?? Infinity)}
        onClick={() => onChange([...list, { color: '000000', label: '' }])}
      >
        <Icon name="plus" size={14} /> {intl.formatMessage(t.paletteAdd)}
      </button>
    </div>
  );
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
function LinkTarget(props: { value: string | null; self: string; onChange: (value: string | null) => void }) {
  return (
    <Suspense fallback={<TargetSelect {...props} groups={[]} />}>
      <TargetSelectWithOtherPages {...props} />
    </Suspense>
  );
}

function TargetSelectWithOtherPages(props: { value: string | null; self: string; onChange: (value: string | null) => void }) {
  const { pageId, brandSlug } = usePageEditor();
  const data = useLazyLoadQuery<InspectorLinkTargetsQuery>(
    graphql`
      query InspectorLinkTargetsQuery($slug: String!) {
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

function TargetSelect({
  value,
  self,
  onChange,
  groups,
}: {
  value: string | null;
  self: string;
  onChange: (value: string | null) => void;
  groups: TargetGroup[];
}) {
  const intl = useIntl();
  const { store } = usePageEditor();
  const id = useId();
  const here = store.elements().filter((e) => e.id !== self && e.type !== 'link' && !e.id.startsWith('__new/'));
  const label = (type: PageElement['type'], text: string) =>
    intl.formatMessage(t.elementOption, { type: intl.formatMessage(elementTypeMessages[type]), summary: text });
  const known = here.some((e) => e.id === value) || groups.some((g) => g.options.some((o) => o.id === value));
  return (
    <div className="inspector-field">
      <label htmlFor={id}>{intl.formatMessage(t.linkedElement)}</label>
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
