import { colorValue } from '@brandtrail/domain/colors';
import type { ElementOf, PaletteColor } from '@brandtrail/domain/pages/elements';
import { useIntl } from 'react-intl';
import { copyText } from '../../sharedLinks/copy';
import { useToast } from '../../ui/Toast';
import { pageMessages as m } from '../messages';
import { useHydrated } from '../../ui/useHydrated';

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
        <ColorSwatch key={`${i}-${color.color}`} hex={color.color} label={color.label} />
      ))}
    </ul>
  );
}

/**
 * One colour with its label and its HEX, RGB and CMYK values (the colour helper of spec section 5),
 * each a button that copies it: the colour elements and the brand kit's colours.
 */
export function ColorSwatch({ hex, label, unnamed }: { hex: string; label: string; unnamed?: string }) {
  const values = [
    { format: 'HEX', value: `#${hex}` },
    { format: 'RGB', value: colorValue(hex, 'rgb') },
    { format: 'CMYK', value: colorValue(hex, 'cmyk') },
  ];
  return (
    <li className="color-swatch">
      <span className="color-swatch-chip" style={{ background: `#${hex}` }} aria-hidden="true" />
      <div className="color-swatch-body">
        {label || unnamed ? <p className={`color-swatch-label${label ? '' : ' muted'}`}>{label || unnamed}</p> : null}
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
  // On a server-rendered page, copying works once the client has it.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      className="copy-value"
      aria-label={intl.formatMessage(m.copy, { format, value })}
      onClick={(event) => {
        event.stopPropagation();
        void copyText(value).then((ok) =>
          ok
            ? toast.show(intl.formatMessage(m.copied, { value }), { tone: 'success', duration: 2000 })
            : toast.show(intl.formatMessage(m.copyFailed, { value }), { tone: 'error' }),
        );
      }}
    >
      {value}
    </button>
  );
}
