import type { FieldLimits } from '@brandtrail/domain/pages/elements';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../ui/Icon';
import { OptionsSelect } from '../ui/OptionsSelect';
import { inspectorMessages as t } from './messages';

/** The inspector's form pieces: labelled inputs that apply valid values as they are typed. */

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="inspector-section">
      <h3>{title}</h3>
      {hint ? <p className="inspector-hint">{hint}</p> : null}
      {children}
    </section>
  );
}

export function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="inspector-field">
      <label htmlFor={id}>{label}</label>
      <OptionsSelect id={id} value={value} options={options} onChange={onChange} />
    </div>
  );
}

/** The common fractions of a row, widest first, and their names. */
const commonWidths: [number, string][] = [
  [1, '1/1'],
  [3 / 4, '3/4'],
  [2 / 3, '2/3'],
  [1 / 2, '1/2'],
  [1 / 3, '1/3'],
  [1 / 4, '1/4'],
];
const sameWidth = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * The width input (spec: a named UI piece): an element's share of its row as one of the common
 * fractions, each drawn as a bar of that length, in one row of choices; a width set otherwise (the
 * API takes any fraction) shows as its percentage beside them.
 */
export function WidthInput({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const name = useId();
  const options: [number, string][] = commonWidths.some(([w]) => sameWidth(w, value))
    ? commonWidths
    : [...commonWidths, [value, `${Math.round(value * 100)}%`]];
  return (
    <fieldset className="inspector-field width-input">
      <legend className="field-label">{label}</legend>
      <div className="width-options">
        {options.map(([w, text]) => {
          const checked = sameWidth(w, value);
          return (
            <label key={w} className="width-option" data-checked={checked || undefined}>
              <input type="radio" name={name} checked={checked} onChange={() => onChange(w)} />
              <span className="width-option-bar" aria-hidden="true">
                <span style={{ width: `${w * 100}%` }} />
              </span>
              <span className="width-option-label">{text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="inspector-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/**
 * A number input that applies valid values as they are typed. Its bounds are the field's own
 * (`fieldLimits` of the domain's element registry, times `unit` for a fraction shown as a
 * percentage): a value outside them, or not whole where it must be, is not applied, and the field
 * says why (the range) and keeps what was typed until it is corrected.
 */
export function NumberField({
  label,
  value,
  limits,
  unit = 1,
  step = 1,
  suffix,
  onChange,
}: {
  label: string;
  value: number;
  limits: FieldLimits;
  /** How the value shows: 100 for a fraction shown as a percentage. */
  unit?: number;
  step?: number;
  /** The unit the value is typed in ("%", "px"), shown in the field and read with its label. */
  suffix?: string;
  onChange: (value: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const min = (limits.min ?? -Infinity) * unit;
  const max = (limits.max ?? Infinity) * unit;
  const accepts = (n: number) =>
    Number.isFinite(n) && n >= min && n <= max && !(limits.aboveMin && n === min) && !(limits.integer && !Number.isInteger(n));
  const invalid = draft !== null && !accepts(draft.trim() === '' ? NaN : Number(draft));
  const range = { min: intl.formatNumber(min), max: intl.formatNumber(max) };
  const shown = Math.round(value * unit * 1000) / 1000;
  /** Applies a value as shown (in `unit`s) that the field accepts. */
  const apply = (n: number) => {
    setDraft(null);
    onChange(unit === 1 ? n : Math.round((n / unit) * 1e6) / 1e6);
  };
  /** One step down or up from what is shown, within the field's bounds. */
  const nudge = (direction: 1 | -1) => {
    const next = Math.min(max, Math.max(min, Math.round((shown + direction * step) * 1000) / 1000));
    if (accepts(next) && next !== shown) apply(next);
  };
  return (
    <div className="inspector-field">
      <label htmlFor={id}>
        {label}
        {suffix ? <span className="visually-hidden"> ({suffix})</span> : null}
      </label>
      <div className="number-stepper">
        <button
          type="button"
          className="number-stepper-button"
          tabIndex={-1}
          aria-label={intl.formatMessage(t.decrease, { name: label })}
          disabled={shown <= min}
          onClick={() => nudge(-1)}
        >
          <Icon name="minus" size={14} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={draft ?? String(shown)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            const typed = event.target.value;
            const n = typed.trim() === '' ? NaN : Number(typed);
            if (accepts(n)) apply(n);
            else setDraft(typed);
          }}
        />
        {suffix ? (
          <span className="number-stepper-unit" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
        <button
          type="button"
          className="number-stepper-button"
          tabIndex={-1}
          aria-label={intl.formatMessage(t.increase, { name: label })}
          disabled={shown >= max}
          onClick={() => nudge(1)}
        >
          <Icon name="plus" size={14} />
        </button>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {intl.formatMessage(limits.integer ? t.wholeNumberRange : t.numberRange, range)}
        </p>
      ) : null}
    </div>
  );
}

/** A fraction of the page width (or a factor), edited as a percentage. */
export function Percent(props: {
  label: string;
  suffix?: string;
  value: number;
  limits: FieldLimits;
  onChange: (value: number) => void;
}) {
  return <NumberField {...props} unit={100} step={0.5} />;
}

/** A text input; it stops at the field's longest length (`fieldLimits`). */
export function TextField({
  label,
  value,
  limits,
  type = 'text',
  multiline = false,
  onChange,
}: {
  label: string;
  value: string;
  limits: FieldLimits;
  type?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="inspector-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          maxLength={limits.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          type={type}
          value={value}
          maxLength={limits.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
