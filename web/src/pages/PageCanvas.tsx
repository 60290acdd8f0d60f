import { elementTypes, type ElementType, type PageElement } from '@brandtrail/domain/pages/elements';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type DragEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Icon, type IconName } from '../ui/Icon';
import { menuPlace, type MenuPlace } from '../ui/menuPlace';
import { useColors, useElement, useOrder, usePageEditor } from './editor/context';
import { useElementFont } from './elements/AssetElements';
import { ElementContent, headlineAnchor } from './elements/ElementContent';
import { buildRows, elementStyle, rowBackground, rowStyles, type ColorLookup, type PageColors } from './layout';
import type { ChangeMark } from './history/compare';
import { historyMessages } from './history/messages';
import { elementTypeHints, elementTypeMessages, pageMessages as m } from './messages';

/** A link element's target on another page, as the server resolved it. */
export type LinkedLookup = (id: string) => { element: PageElement; pageName: string | null } | null;

/**
 * The page's elements laid out in rows (layout.ts). Editors get, around each element, a toolbar
 * (drag handle, move up and down, duplicate, settings, delete) and an insert button after it.
 */
export function PageCanvas({ linkedElsewhere, page }: { linkedElsewhere: LinkedLookup; page: PageColors }) {
  const { store, editing } = usePageEditor();
  const order = useOrder();
  const colors = useColors();
  const lookup = useCallback<ColorLookup>((id) => colors.get(id) ?? null, [colors]);
  // Rows need every element's width and newLine: re-read only when one of those changes.
  const signature = () => layoutSignature(store, order);
  // The server renders the page from the same store (a reader's first paint): the same snapshot.
  const layoutKey = useSyncExternalStore(store.subscribe, signature, signature);
  const rows = useMemo(() => {
    const items = order.map((key) => ({ key, ...store.getElement(key)! }));
    return buildRows(items, (e) => e.key);
  }, [order, layoutKey, store]);
  const linked = useCallback<LinkedLookup>(
    (id) => {
      const key = store.keyOfId(id);
      const here = key ? store.getElement(key) : undefined;
      return here ? { element: here, pageName: null } : linkedElsewhere(id);
    },
    [store, linkedElsewhere],
  );
  const [drag, setDrag] = useState<{ key: string; over: string | null; after: boolean } | null>(null);

  if (order.length === 0) return editing ? <EmptyEditorPage /> : <EmptyReaderPage />;

  let index = 0;
  return (
    <div className={`page-canvas${editing ? ' is-editing' : ''}`}>
      {editing ? <InsertButton index={0} /> : null}
      {rows.map((row) => {
        const first = store.getElement(row.items[0]!.key)!;
        const styles = rowStyles(first, lookup);
        const background = rowBackground(first, lookup);
        return (
          <div key={row.key} className="page-row-band" style={styles.band}>
            <div className="page-row" style={styles.inner}>
              {row.items.map((item) => {
                const at = index++;
                return (
                  <ElementFrame
                    key={item.key}
                    elementKey={item.key}
                    index={at}
                    count={order.length}
                    lookup={lookup}
                    rowBackground={background}
                    pageText={page.text}
                    pageBackground={page.background}
                    linked={linked}
                    drag={drag}
                    setDrag={setDrag}
                  />
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function layoutSignature(store: ReturnType<typeof usePageEditor>['store'], order: readonly string[]): string {
  let sig = '';
  for (const key of order) {
    const e = store.getElement(key);
    if (e)
      sig += `${e.width}${e.newLine ? '!' : ''}${e.rowWidth}${e.rowBackgroundWidth}${e.rowBackgroundColor}${e.rowBackgroundColorElement}${e.rowBorderRadius}|`;
  }
  return sig;
}

interface FrameProps {
  elementKey: string;
  index: number;
  count: number;
  lookup: ColorLookup;
  /** The row's background (hex), or null for the page's. */
  rowBackground: string | null;
  /** The page's colours (hex), apart: strings keep the memo. */
  pageText: string;
  pageBackground: string;
  linked: LinkedLookup;
  drag: { key: string; over: string | null; after: boolean } | null;
  setDrag: (drag: { key: string; over: string | null; after: boolean } | null) => void;
}

const ElementFrame = memo(function ElementFrame({
  elementKey,
  index,
  count,
  lookup,
  rowBackground: row,
  pageText,
  pageBackground,
  linked,
  drag,
  setDrag,
}: FrameProps) {
  const { store, editing, selected, select, marks } = usePageEditor();
  const element = useElement(elementKey);
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  const font = useElementFont(element?.fontAsset ?? null);
  if (!element) return null;
  const isSelected = editing && selected === elementKey;
  // The toolbar and the insert button exist only for the element under the pointer, with focus,
  // selected or being dragged: 200 hidden toolbars would slow down every frame of typing.
  const [hot, setHot] = useState(false);
  const controls = editing && (hot || isSelected || drag?.key === elementKey);
  const dropHere = drag && drag.over === elementKey && drag.key !== elementKey;
  const typeName = intl.formatMessage(elementTypeMessages[element.type]);
  const mark = marks?.get(element.id);

  const onDragOver = (event: DragEvent) => {
    if (!drag) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const after = event.clientY > box.top + box.height / 2;
    if (drag.over !== elementKey || drag.after !== after) setDrag({ ...drag, over: elementKey, after });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    if (!drag || drag.key === elementKey) return setDrag(null);
    const order = store.getOrder().filter((k) => k !== drag.key);
    const target = order.indexOf(elementKey) + (drag.after ? 1 : 0);
    store.move(drag.key, target);
    setDrag(null);
  };

  return (
    <div
      className={[
        'page-element',
        `page-element-${element.type}`,
        isSelected ? 'is-selected' : '',
        dropHere ? (drag.after ? 'drop-after' : 'drop-before') : '',
        drag?.key === elementKey ? 'is-dragging' : '',
        mark ? `has-change change-${mark}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={elementStyle(element, lookup, row, { text: pageText, background: pageBackground })}
      id={element.type === 'headline' ? headlineAnchor(element.id) : undefined}
      data-element-type={element.type}
      data-element-id={element.id}
      data-change={mark}
      ref={frame}
      onDragOver={editing ? onDragOver : undefined}
      onDrop={editing ? onDrop : undefined}
      onClick={editing ? () => select(elementKey) : undefined}
      onMouseEnter={editing ? () => setHot(true) : undefined}
      onMouseLeave={editing ? () => setHot(false) : undefined}
      onFocus={editing ? () => setHot(true) : undefined}
      onBlur={
        editing
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setHot(false);
            }
          : undefined
      }
      // Reachable with the keyboard: Tab onto the element, then on to its toolbar.
      tabIndex={editing ? 0 : undefined}
      role={editing ? 'group' : undefined}
      aria-label={editing ? intl.formatMessage(m.elementActions, { type: typeName }) : undefined}
    >
      {mark ? <span className="change-mark">{intl.formatMessage(markMessages[mark])}</span> : null}
      {controls ? (
        <div
          className="element-toolbar"
          role="toolbar"
          aria-label={intl.formatMessage(m.elementActions, { type: typeName })}
          onClick={(event) => event.stopPropagation()}
        >
          <span
            className="element-drag-handle"
            title={intl.formatMessage(m.dragHandle)}
            aria-hidden="true"
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', elementKey);
              if (frame.current) event.dataTransfer.setDragImage(frame.current, 16, 16);
              setDrag({ key: elementKey, over: null, after: false });
            }}
            onDragEnd={() => setDrag(null)}
          >
            <Icon name="grip" />
          </span>
          <span className="element-type-name">{typeName}</span>
          <ToolbarButton
            label={intl.formatMessage(m.moveElementUp)}
            disabled={index === 0}
            onClick={() => store.move(elementKey, index - 1)}
          >
            <Icon name="up" />
          </ToolbarButton>
          <ToolbarButton
            label={intl.formatMessage(m.moveElementDown)}
            disabled={index >= count - 1}
            onClick={() => store.move(elementKey, index + 1)}
          >
            <Icon name="down" />
          </ToolbarButton>
          <ToolbarButton label={intl.formatMessage(m.elementSettings)} onClick={() => select(elementKey, 'settings')}>
            <Icon name="settings" />
          </ToolbarButton>
          <ToolbarButton
            label={intl.formatMessage(m.duplicate)}
            onClick={() => {
              const copy = store.duplicate(elementKey);
              if (copy) select(copy);
            }}
          >
            <Icon name="copy" />
          </ToolbarButton>
          <ToolbarButton
            label={intl.formatMessage(m.delete)}
            danger
            onClick={() => {
              if (selected === elementKey) select(null);
              void store.remove(elementKey);
            }}
          >
            <Icon name="trash" />
          </ToolbarButton>
        </div>
      ) : null}
      <div
        className="page-element-body"
        // The element's own font sets its content only, not the toolbar around it.
        style={{
          borderRadius: element.type === 'hyperlink' ? undefined : `${element.borderRadius}px`,
          fontFamily: font?.fontFamily,
        }}
      >
        {font?.declaration}
        <ElementContent element={element} elementKey={elementKey} index={index} linked={linked} />
      </div>
      {controls ? <InsertButton index={index + 1} /> : null}
    </div>
  );
});

const markMessages: Record<ChangeMark, MessageDescriptor> = {
  added: historyMessages.markAdded,
  changed: historyMessages.markChanged,
  removed: historyMessages.markRemoved,
};

function ToolbarButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`element-tool${danger ? ' danger' : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

const typeIcons: Record<ElementType, IconName> = {
  headline: 'heading',
  text: 'paragraph',
  color: 'droplet',
  navigation: 'menu',
  hyperlink: 'external',
  spacer: 'spacer',
  link: 'link',
  gallery: 'gallery',
  mockup: 'mockup',
  download: 'down',
  font: 'type',
};

/**
 * Where the insert menu fits the window (`menuPlace`): measured as laid out below its button, then
 * opened upwards, moved sideways or scrolling inside, again when the window's size changes. The
 * sticky site header counts as the window's top edge.
 */
function useMenuPlace(open: boolean, anchor: RefObject<HTMLElement | null>, menu: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState<MenuPlace | null>(null);
  // Each measurement renders the menu without a placement first, as the style sheet lays it out.
  const [measure, setMeasure] = useState(0);
  useLayoutEffect(() => {
    if (!open) return setPlace(null);
    const a = anchor.current;
    const m = menu.current;
    if (a && m) {
      const anchorRect = a.getBoundingClientRect();
      const menuRect = m.getBoundingClientRect();
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      setPlace(
        menuPlace({
          anchorTop: anchorRect.top,
          menuTop: menuRect.top,
          menuLeft: menuRect.left,
          menuWidth: menuRect.width,
          menuHeight: m.scrollHeight,
          gapUp: UP_GAP,
          viewportWidth: document.documentElement.clientWidth,
          viewportHeight: window.innerHeight,
          marginTop: Math.max(header, 0) + 8,
        }),
      );
    }
  }, [open, measure, anchor, menu]);
  useEffect(() => {
    if (!open) return;
    const again = () => {
      setPlace(null);
      setMeasure((n) => n + 1);
    };
    window.addEventListener('resize', again);
    return () => window.removeEventListener('resize', again);
  }, [open]);
  if (!place) return undefined;
  const style: CSSProperties = {};
  if (place.direction === 'up') {
    style.top = 'auto';
    style.bottom = `calc(100% + ${UP_GAP}px)`;
  }
  if (place.maxHeight !== null) {
    style.maxHeight = place.maxHeight;
    style.overflowY = 'auto';
  }
  if (place.shiftX) style.translate = `${place.shiftX}px 0`;
  return style;
}

/** Pixels between an insert menu opened upwards and the top of its "+" row. */
const UP_GAP = 16;

/** The "+" between elements: opens the list of element types and inserts the chosen one here. */
function InsertButton({ index, large = false }: { index: number; large?: boolean }) {
  const { store, select } = usePageEditor();
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuStyle = useMenuPlace(open, ref, menuRef);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div
      className={`insert${large ? ' insert-large' : ''}${open ? ' is-open' : ''}`}
      ref={ref}
      onClick={(e) => e.stopPropagation()}
    >
      {large ? (
        <button type="button" className="button primary" aria-expanded={open} onClick={() => setOpen(!open)}>
          + {intl.formatMessage(m.addElement)}
        </button>
      ) : (
        <button
          type="button"
          className="insert-button"
          aria-expanded={open}
          aria-label={intl.formatMessage(m.insertHere)}
          title={intl.formatMessage(m.insertHere)}
          onClick={() => setOpen(!open)}
        >
          <Icon name="plus" size={14} />
        </button>
      )}
      {open ? (
        <ul className="insert-menu" role="menu" ref={menuRef} style={menuStyle}>
          {elementTypes.map((type) => (
            <li key={type} role="none">
              <button
                type="button"
                role="menuitem"
                className="insert-menu-item"
                data-type={type}
                onClick={() => {
                  setOpen(false);
                  select(store.add(type, index), type === 'headline' || type === 'text' ? 'edit' : 'settings');
                }}
              >
                <span className="insert-menu-icon" aria-hidden="true">
                  <Icon name={typeIcons[type]} />
                </span>
                <span>
                  <span className="insert-menu-name">{intl.formatMessage(elementTypeMessages[type])}</span>
                  <span className="insert-menu-hint">{intl.formatMessage(elementTypeHints[type])}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function EmptyEditorPage() {
  const intl = useIntl();
  return (
    <div className="empty-state page-empty">
      <h2>{intl.formatMessage(m.emptyPage)}</h2>
      <p className="muted">{intl.formatMessage(m.emptyPageEditor)}</p>
      <InsertButton index={0} large />
    </div>
  );
}

function EmptyReaderPage() {
  const intl = useIntl();
  return (
    <div className="empty-state page-empty">
      <h2>{intl.formatMessage(m.emptyPage)}</h2>
      <p className="muted">{intl.formatMessage(m.emptyPageReader)}</p>
    </div>
  );
}
