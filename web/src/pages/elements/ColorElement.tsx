import { colorValue } from '@brandtrail/domain/colors';
import type { ElementOf, PaletteColor } from '@brandtrail/domain/pages/elements';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/Toast';
import { pageMessages as m } from '../messages';

/**
 * A colour element: one colour with its label, or a palette. Each colour shows HEX, RGB and CMYK
 * (the colour helper of spec section 5), each copyable with one click.
 */
export function ColorElement({ element, editing }: { element: ElementOf<'color'>; editing: boolean }) {
  const intl = useIntl();
  const colors: PaletteColor[] = element.color ? [{ color: element.color, label: element.label }] : [];
  const all = [...colors, ...element.colors];
  if (all.length === 0) return editing ? <p className="element-empty">{intl.formatMessage(m.noColor)}</p> : null;
  return (
    <ul className={`color-element${all.length > 1 ? ' is-palette' : ''}`}>
      {all.map((color, i) => (
        <Swatch key={`${i}-${color.color}`} color={color} />
      ))}
    </ul>
  );
}

function Swatch({ color }: { color: PaletteColor }) {
  const values = [
    { format: 'HEX', value: `#${color.color}` },
    { format: 'RGB', value: colorValue(color.color, 'rgb') },
    { format: 'CMYK', value: colorValue(color.color, 'cmyk') },
  ];
  return (
    <li className="color-swatch">
      <span className="color-swatch-chip" style={{ background: `#${color.color}` }} aria-hidden="true" />
      <div className="color-swatch-body">
        {color.label ? <p className="color-swatch-label">{color.label}</p> : null}
        <dl className="color-swatch-values">
          {values.map((v) => (
            <div key={v.format}>
              <dt>{v.format}</dt>
              <dd>
                <CopyValue format={v.format} value={v.value} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}

function CopyValue({ format, value }: { format: string; value: string }) {
  const intl = useIntl();
  const toast = useToast();
  return (
    <button
      type="button"
      className="copy-value"
      aria-label={intl.formatMessage(m.copy, { format, value })}
      onClick={(event) => {
        event.stopPropagation();
        void navigator.clipboard?.writeText(value).then(
          () => toast.show(intl.formatMessage(m.copied, { value }), { tone: 'success', duration: 2000 }),
          () => undefined,
        );
      }}
    >
      {value}
    </button>
  );
}
