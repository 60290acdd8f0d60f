import { HEX_INPUT_MAX, normaliseHex } from '@brandtrail/domain/colors';
import { contrastRatio } from '@brandtrail/domain/contrast';
import type { PageElement } from '@brandtrail/domain/pages/elements';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../ui/Icon';
import { useKitColors } from './kitColors';
import { inspectorMessages as t } from './messages';

/** A colour element a colour setting can follow. */
export interface ColorElementOption {
  id: string;
  label: string;
  /** Its colour (six hex digits), for its swatch. */
  color: string | null;
}

/** The page's saved colour elements (not `self`) as options for a colour setting. */
export function colorElementOptions(elements: readonly PageElement[], self?: string): ColorElementOption[] {
  return elements.flatMap((e) =>
    e.type === 'color' && e.id !== self && !e.id.startsWith('__new/')
      ? [{ id: e.id, label: e.label || `#${e.color ?? e.colors[0]?.color ?? ''}`, color: e.color ?? e.colors[0]?.color ?? null }]
      : [],
  );
}

/** Six hex digits: applied once valid; an empty field clears the colour. */
export function HexField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value ?? '';
  const invalid = draft !== null && draft.trim() !== '' && !normaliseHex(draft);
  return (
    <div className="inspector-field">
      <label htmlFor={id}>{label}</label>
      <div className="hex-input">
        <input
          type="color"
          aria-label={intl.formatMessage(t.picker)}
          value={`#${normaliseHex(shown) ?? value ?? '000000'}`.toLowerCase()}
          onChange={(event) => {
            setDraft(null);
            onChange(normaliseHex(event.target.value));
          }}
        />
        <input
          id={id}
          value={shown}
          placeholder="2F4BD8"
          maxLength={HEX_INPUT_MAX}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            const raw = event.target.value;
            setDraft(raw);
            if (raw.trim() === '') onChange(null);
            else {
              const hex = normaliseHex(raw);
              if (hex) onChange(hex);
            }
          }}
          // A valid value shows as stored; an invalid one stays, with the reason, until corrected.
          onBlur={() => {
            if (!invalid) setDraft(null);
          }}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="field-error">
          {intl.formatMessage(t.hexInvalid)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A colour: the default, a HEX value, or a colour element of the page (whose colour it follows).
 * The brand's kit colours (KitColors) and the page's colour elements show as swatches: a kit colour
 * sets its HEX value, a colour element is followed.
 */
export function ColorChoice({
  label,
  value,
  reference,
  colorElements,
  onChange,
}: {
  label: string;
  value: string | null;
  reference: string | null;
  /** The colour elements it may follow (saved ones, not the element itself). */
  colorElements: readonly ColorElementOption[];
  onChange: (value: string | null, reference: string | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const kit = useKitColors();
  const mode = reference ? `ref:${reference}` : value ? 'hex' : 'none';
  return (
    <div className="inspector-field color-choice">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={mode}
        onChange={(event) => {
          const v = event.target.value;
          if (v === 'none') onChange(null, null);
          else if (v === 'hex') onChange(value ?? '1C2330', null);
          else onChange(null, v.slice(4));
        }}
      >
        <option value="none">{intl.formatMessage(t.colorNone)}</option>
        <option value="hex">{intl.formatMessage(t.colorCustom)}</option>
        {reference && !colorElements.some((e) => e.id === reference) ? (
          <option value={`ref:${reference}`}>{intl.formatMessage(t.colorFromElement, { label: reference.slice(0, 8) })}</option>
        ) : null}
        {colorElements.map((e) => (
          <option key={e.id} value={`ref:${e.id}`}>
            {intl.formatMessage(t.colorFromElement, { label: e.label })}
          </option>
        ))}
      </select>
      {/* The kit's colours as swatches: one click sets one's HEX value. */}
      {kit.length ? (
        <div className="color-swatches" role="group" aria-labelledby={`${id}-kit`}>
          <span id={`${id}-kit`} className="color-swatches-label">
            {intl.formatMessage(t.colorKitSwatches)}
          </span>
          {kit.map((c) => {
            const name = c.label || `#${c.hex}`;
            return (
              <button
                key={c.hex}
                type="button"
                className="color-swatch-choice"
                style={{ background: `#${c.hex}` }}
                title={name}
                aria-label={intl.formatMessage(t.colorFromKit, { label: name })}
                aria-pressed={!reference && value === c.hex}
                onClick={() => onChange(c.hex, null)}
              />
            );
          })}
        </div>
      ) : null}
      {/* The page's colour elements as swatches: one click follows one (the select says the same). */}
      {colorElements.length ? (
        <div className="color-swatches" role="group" aria-labelledby={`${id}-page`}>
          <span id={`${id}-page`} className="color-swatches-label">
            {intl.formatMessage(t.colorSwatches)}
          </span>
          {colorElements.map((e) => (
            <button
              key={e.id}
              type="button"
              className="color-swatch-choice"
              style={{ background: e.color ? `#${e.color}` : undefined }}
              title={e.label}
              aria-label={intl.formatMessage(t.colorFromElement, { label: e.label })}
              aria-pressed={reference === e.id}
              onClick={() => onChange(null, e.id)}
            />
          ))}
        </div>
      ) : null}
      {mode === 'hex' ? (
        <HexField label={intl.formatMessage(t.hex)} value={value} onChange={(hex) => onChange(hex, null)} />
      ) : null}
    </div>
  );
}

/**
 * A chosen text colour that falls short of WCAG AA on the background it sits on (`minimum`: 4.5:1,
 * or 3:1 for large text): a warning with the ratio and a sample. Nothing when it reads.
 */
export function ContrastWarning({ text, background, minimum }: { text: string; background: string; minimum: number }) {
  const intl = useIntl();
  const ratio = contrastRatio(text, background);
  if (ratio === null || ratio >= minimum) return null;
  // Rounded down: 4.48:1 must not read as the 4.5:1 it falls short of.
  const shown = intl.formatNumber(Math.floor(ratio * 10) / 10, { maximumFractionDigits: 1 });
  return (
    <p className="contrast-warning" role="status">
      <span
        className="contrast-sample"
        style={{ color: `#${text}`, background: `#${background}` }}
        role="img"
        aria-label={intl.formatMessage(t.contrastSample)}
      >
        Aa
      </span>
      <span>
        <Icon name="warning" size={14} className="contrast-warning-icon" />{' '}
        {intl.formatMessage(t.contrastLow, { ratio: shown, minimum: intl.formatNumber(minimum) })}
      </span>
    </p>
  );
}
