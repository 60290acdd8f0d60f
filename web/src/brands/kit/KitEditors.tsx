import { COLORS_MAX, FONT_FILES_MAX, FONT_NAME_MAX, FONTS_MAX } from '@brandtrail/domain/brands/brand';
import { COLOR_LABEL_MAX, HEX_INPUT_MAX, isHex6 } from '@brandtrail/domain/colors';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessage, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { kitMessages } from './messages';
import { AssetPicker } from '../../assets/AssetPicker';
import type { AssetView } from '../../pages/elements/AssetElements';
import { familyFace } from '../../pages/elements/fontFaces';
import { Icon } from '../../ui/Icon';

/**
 * The brand kit's list editors (colours and fonts), shared by the wizard (a new brand: names only)
 * and the kit on the brand home and in the settings (fonts tied to files of the library). Rows
 * add, change, move (the arrow buttons, or Alt+↑/↓ anywhere in a row) and go; the limits are the
 * domain's. What is typed stays in the rows the caller holds until it is saved.
 */

export interface ColorRow {
  /** A key of the row for React, stable while it moves. */
  key: number;
  /** As typed, without #. */
  hex: string;
  label: string;
}

export interface FontRow {
  key: number;
  name: string;
  /** Font files of the library (Asset global ids). */
  files: string[];
}

const typed = {
  colorPicker: defineMessage<{ n: number }>({ id: 'kit.colors.picker', defaultMessage: 'Pick colour {n}' }),
  removeColor: defineMessage<{ n: number }>({ id: 'kit.colors.remove', defaultMessage: 'Remove colour {n}' }),
  upColor: defineMessage<{ n: number }>({ id: 'kit.colors.up', defaultMessage: 'Move colour {n} up' }),
  downColor: defineMessage<{ n: number }>({ id: 'kit.colors.down', defaultMessage: 'Move colour {n} down' }),
  movedColor: defineMessage<{ n: number }>({ id: 'kit.colors.moved', defaultMessage: 'Colour moved to place {n}' }),
  fontName: defineMessage<{ n: number }>({ id: 'kit.fonts.name', defaultMessage: 'Font family {n}' }),
  removeFont: defineMessage<{ n: number }>({ id: 'kit.fonts.remove', defaultMessage: 'Remove font {n}' }),
  upFont: defineMessage<{ n: number }>({ id: 'kit.fonts.up', defaultMessage: 'Move font {n} up' }),
  downFont: defineMessage<{ n: number }>({ id: 'kit.fonts.down', defaultMessage: 'Move font {n} down' }),
  movedFont: defineMessage<{ n: number }>({ id: 'kit.fonts.moved', defaultMessage: 'Font moved to place {n}' }),
  files: defineMessage<{ count: number }>({
    id: 'kit.fonts.files',
    defaultMessage: '{count, plural, =0 {Font files} one {# font file} other {# font files}}',
  }),
  filesLegend: defineMessage<{ n: number; max: number }>({
    id: 'kit.fonts.filesLegend',
    defaultMessage: 'Files of font {n} (at most {max})',
  }),
  limit: defineMessage<{ count: number; max: number }>({ id: 'kit.limit', defaultMessage: '{count} of {max}' }),
};

const cleanHex = (raw: string) => raw.trim().replace(/^#/, '');
/** Whether a typed hex value is a colour (six hex digits, with or without #). */
export const validHex = (raw: string) => isHex6(cleanHex(raw));
/** Suggestions for new swatches, so that a few clicks give a usable palette. */
const suggestions = ['2F4BD8', 'F5B400', '1C2330', 'E5484D', '12A594', 'F6F7F9'];

/** A new key for a row: unique within the page's lifetime. */
let lastKey = 0;
export const rowKey = () => ++lastKey;

export const colorRowsOf = (colors: readonly { hex: string; label: string }[]): ColorRow[] =>
  colors.map((c) => ({ key: rowKey(), hex: c.hex, label: c.label }));
/** Colour rows as the API takes them (BrandColorInput). */
export const colorsInput = (rows: readonly ColorRow[]) => rows.map((c) => ({ hex: cleanHex(c.hex), label: c.label.trim() }));

/** The list with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/**
 * Moving rows: the arrow buttons and Alt+↑/↓ within a row. React moves a row's DOM node, which
 * loses the focus: it is given back to the control that had it, and the new place is announced.
 */
function useMoves<T>(rows: readonly T[], onChange: (rows: T[]) => void) {
  const refocus = useRef<HTMLElement | null>(null);
  const [announce, setAnnounce] = useState<number | null>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target && target.isConnected && document.activeElement !== target) target.focus();
  });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onChange(moved(rows, from, to));
    setAnnounce(to + 1);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };
  return { move, onKeyDown, announce };
}

/** The arrow and remove buttons at the end of a row. */
function RowButtons({
  index,
  count,
  labels,
  move,
  remove,
}: {
  index: number;
  count: number;
  labels: { up: string; down: string; remove: string };
  move: (from: number, to: number) => void;
  remove: () => void;
}) {
  return (
    <span className="kit-row-buttons">
      <button
        type="button"
        className="button ghost icon"
        aria-label={labels.up}
        title={labels.up}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        <Icon name="up" />
      </button>
      <button
        type="button"
        className="button ghost icon"
        aria-label={labels.down}
        title={labels.down}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        <Icon name="down" />
      </button>
      <button type="button" className="button ghost icon" aria-label={labels.remove} title={labels.remove} onClick={remove}>
        <Icon name="close" />
      </button>
    </span>
  );
}

/** What a row of a list editor gets: a change of its fields, its place (1-based) and its arrow and remove buttons. */
interface RowTools<T> {
  set: (patch: Partial<T>) => void;
  n: number;
  buttons: ReactNode;
}

/**
 * What the colour and font editors share: the heading with the count and the limit, the rows
 * (each changed, moved and removed here), the add button, and what screen readers are told.
 */
function KitList<T extends { key: number }>({
  id,
  title,
  max,
  rows,
  onChange,
  actions,
  hint,
  empty,
  texts,
  rowClass,
  newRow,
  row,
}: {
  id: string;
  title: MessageDescriptor;
  max: number;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  actions?: ReactNode;
  hint?: ReactNode;
  empty: MessageDescriptor;
  /** The rows' labels: each with `n`, the row's place. */
  texts: {
    up: MessageDescriptor;
    down: MessageDescriptor;
    remove: MessageDescriptor;
    moved: MessageDescriptor;
    add: MessageDescriptor;
  };
  rowClass: string;
  newRow: () => T;
  row: (item: T, tools: RowTools<T>) => ReactNode;
}) {
  const intl = useIntl();
  const { move, onKeyDown, announce } = useMoves(rows, onChange);
  return (
    <section className="kit-section" aria-labelledby={`${id}-title`}>
      <div className="kit-head">
        <h2 id={`${id}-title`}>{intl.formatMessage(title)}</h2>
        <span className="kit-head-side">
          <span className="muted small">
            <FormattedMessage {...typed.limit} values={{ count: rows.length, max }} />
          </span>
          {actions}
        </span>
      </div>
      {hint}
      {rows.length === 0 ? (
        <p className="muted small">
          <FormattedMessage {...empty} />
        </p>
      ) : (
        <ul className="kit-list" aria-describedby={`${id}-hint`}>
          {rows.map((item, i) => {
            const n = i + 1;
            const buttons = (
              <RowButtons
                index={i}
                count={rows.length}
                move={move}
                remove={() => onChange(rows.filter((x) => x.key !== item.key))}
                labels={{
                  up: intl.formatMessage(texts.up, { n }),
                  down: intl.formatMessage(texts.down, { n }),
                  remove: intl.formatMessage(texts.remove, { n }),
                }}
              />
            );
            const set = (patch: Partial<T>) => onChange(rows.map((x) => (x.key === item.key ? { ...x, ...patch } : x)));
            return (
              <li key={item.key} className={rowClass} onKeyDown={onKeyDown(i)}>
                {row(item, { set, n, buttons })}
              </li>
            );
          })}
        </ul>
      )}
      <p className="visually-hidden" id={`${id}-hint`}>
        <FormattedMessage {...kitMessages.reorderHint} />
      </p>
      <p className="visually-hidden" role="status">
        {announce ? intl.formatMessage(texts.moved, { n: announce }) : null}
      </p>
      <button type="button" className="button small" onClick={() => onChange([...rows, newRow()])} disabled={rows.length >= max}>
        <Icon name="plus" /> <FormattedMessage {...texts.add} />
      </button>
    </section>
  );
}

/** The colours: picker, hex and label per row; labels are held to the server's COLOR_LABEL_MAX as typed. */
export function ColorRowsEditor({
  id,
  rows,
  onChange,
  actions,
}: {
  /** Prefix of the ids inside (two editors may share a page). */
  id: string;
  rows: readonly ColorRow[];
  onChange: (rows: ColorRow[]) => void;
  /** Buttons beside the heading (save, cancel). */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <KitList
      id={id}
      title={kitMessages.colors}
      max={COLORS_MAX}
      rows={rows}
      onChange={onChange}
      actions={actions}
      empty={kitMessages.noColors}
      texts={{
        up: typed.upColor,
        down: typed.downColor,
        remove: typed.removeColor,
        moved: typed.movedColor,
        add: kitMessages.addColor,
      }}
      rowClass="color-row"
      newRow={() => ({ key: rowKey(), hex: suggestions[rows.length % suggestions.length] ?? '000000', label: '' })}
      row={(c, { set, n, buttons }) => {
        const valid = validHex(c.hex);
        return (
          <>
            <input
              type="color"
              className="color-picker"
              aria-label={intl.formatMessage(typed.colorPicker, { n })}
              value={valid ? `#${cleanHex(c.hex).toLowerCase()}` : '#000000'}
              onChange={(e) => set({ hex: e.target.value.slice(1).toUpperCase() })}
            />
            <div className="field hex-field">
              <label htmlFor={`${id}-hex-${c.key}`}>
                <FormattedMessage {...kitMessages.hex} />
              </label>
              <div className="input-prefix">
                <span aria-hidden="true">#</span>
                <input
                  id={`${id}-hex-${c.key}`}
                  value={c.hex}
                  maxLength={HEX_INPUT_MAX}
                  spellCheck={false}
                  autoComplete="off"
                  aria-invalid={!valid}
                  aria-describedby={valid ? undefined : `${id}-hex-error-${c.key}`}
                  onChange={(e) => set({ hex: cleanHex(e.target.value).toUpperCase() })}
                />
              </div>
            </div>
            <div className="field label-field">
              <label htmlFor={`${id}-label-${c.key}`}>
                <FormattedMessage {...kitMessages.label} />
              </label>
              <input
                id={`${id}-label-${c.key}`}
                value={c.label}
                maxLength={COLOR_LABEL_MAX}
                placeholder={intl.formatMessage(kitMessages.labelPlaceholder)}
                onChange={(e) => set({ label: e.target.value })}
              />
            </div>
            {buttons}
            {valid ? null : (
              <p className="field-error" id={`${id}-hex-error-${c.key}`}>
                <FormattedMessage {...kitMessages.hexInvalid} />
              </p>
            )}
          </>
        );
      }}
    />
  );
}

/**
 * The fonts: a sample, the family name and, for a brand that exists (`brandSlug`), its files from
 * the library (the asset picker, fonts only). `files` are the AssetViews known so far (the brand's
 * answer and what the picker loaded), for the sample to show the real face.
 */
export function FontRowsEditor({
  id,
  rows,
  onChange,
  brandSlug,
  files = new Map(),
  onFiles,
  actions,
}: {
  id: string;
  rows: readonly FontRow[];
  onChange: (rows: FontRow[]) => void;
  brandSlug?: string;
  files?: ReadonlyMap<string, AssetView>;
  onFiles?: (assets: readonly AssetView[]) => void;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <KitList
      id={id}
      title={kitMessages.fonts}
      max={FONTS_MAX}
      rows={rows}
      onChange={onChange}
      actions={actions}
      hint={
        brandSlug ? (
          <p className="muted small">
            <FormattedMessage {...kitMessages.fontFilesHint} />
          </p>
        ) : null
      }
      empty={kitMessages.noFonts}
      texts={{
        up: typed.upFont,
        down: typed.downFont,
        remove: typed.removeFont,
        moved: typed.movedFont,
        add: kitMessages.addFont,
      }}
      rowClass="font-row-wrap"
      newRow={() => ({ key: rowKey(), name: '', files: [] })}
      row={(f, { set, n, buttons }) => {
        const face = familyFace(f.files.map((file) => files.get(file)).filter((a) => a !== undefined));
        const filesOpen = open === f.key;
        return (
          <>
            <div className="font-row">
              {face?.declaration}
              <span
                className="font-sample"
                style={{ fontFamily: face ? face.fontFamily : `"${f.name}", var(--font-sans)` }}
                aria-hidden="true"
              >
                Aa
              </span>
              <div className="field">
                <label htmlFor={`${id}-font-${f.key}`}>
                  <FormattedMessage {...typed.fontName} values={{ n }} />
                </label>
                <input
                  id={`${id}-font-${f.key}`}
                  value={f.name}
                  maxLength={FONT_NAME_MAX}
                  autoComplete="off"
                  placeholder={intl.formatMessage(kitMessages.fontPlaceholder)}
                  onChange={(e) => set({ name: e.target.value })}
                />
              </div>
              {buttons}
            </div>
            {brandSlug ? (
              <div className="font-row-files">
                <button
                  type="button"
                  className="button ghost small"
                  aria-expanded={filesOpen}
                  aria-controls={`${id}-files-${f.key}`}
                  onClick={() => setOpen(filesOpen ? null : f.key)}
                >
                  <Icon name={filesOpen ? 'up' : 'down'} />{' '}
                  <FormattedMessage {...typed.files} values={{ count: f.files.length }} />
                </button>
                {filesOpen ? (
                  <div id={`${id}-files-${f.key}`}>
                    <AssetPicker
                      brandSlug={brandSlug}
                      kind="font"
                      multiple
                      legend={intl.formatMessage(typed.filesLegend, { n, max: FONT_FILES_MAX })}
                      value={f.files}
                      onAssets={onFiles}
                      onChange={(ids) => set({ files: ids.slice(0, FONT_FILES_MAX) })}
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
          </>
        );
      }}
    />
  );
}
