import {
  elementField,
  fieldGroups,
  fieldLimits,
  type ElementChanges,
  type ElementField,
  type ElementFieldName,
  type FieldGroup,
  type FieldKind,
  type PageElement,
  type PaletteColor,
} from '@brandtrail/domain/pages/elements';
import { Fragment, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locale';
import { Icon } from '../ui/Icon';
import { ElementFontSelect, Picker } from './AssetFields';
import { ColorChoice, colorElementOptions, HexField } from './ColorFields';
import { usePageEditor } from './editor/context';
import { Check, NumberField, Percent, Select, TextField, WidthInput } from './InspectorFields';
import { LinkTarget } from './LinkTarget';
import { inspectorMessages as t } from './messages';

/**
 * The editor's controls for an element's fields, made from the domain's element registry: each
 * field's label (in the reader's language, with its kind's unit), limits and values, and a control
 * chosen by its kind, as twenty's `FieldInput` chooses by field type. Adding a field of a kind that
 * has a control is one registry entry; a new kind needs its control here. Two fields have a control
 * of their own, not their kind's: an element's width (the common fractions of a row) and its font
 * (the brand's uploaded fonts, or the page's).
 */

/** The unit a kind's value is typed in: shown in a number's field, and named with its label. */
const units: Partial<Record<Exclude<FieldKind, object>, string>> = {
  percent: '%',
  px: 'px',
  degrees: '°',
  url: 'https://…',
};

/** A field's name in the editor: the registry's label, and the unit of its kind's control. */
export const editorLabel = (field: ElementField, locale: Locale): string => {
  const unit = !ownControls[field.name] && typeof field.kind === 'string' ? units[field.kind] : undefined;
  return field.label[locale] + (unit ? ` (${unit})` : '');
};

/** Kinds edited on the page itself (rich text, a gallery's captions and links): no control here. */
const onThePage: readonly FieldKind[] = ['richText', 'galleryItems'];
const numberKinds: readonly FieldKind[] = ['percent', 'factor', 'px', 'degrees', 'count'];

/** Fields whose control is not their kind's. */
const ownControls: Partial<Record<ElementFieldName, (props: ControlProps) => ReactNode>> = {
  width: ({ value, label, setField }) => <WidthInput label={label} value={value as number} onChange={setField} />,
  fontAsset: ({ value, label, setField }) => (
    <ElementFontSelect label={label} value={value as string | null} onChange={setField} />
  ),
};

interface ControlProps {
  element: PageElement;
  field: ElementField;
  label: string;
  value: unknown;
  setField: (value: unknown) => void;
  set: (changes: ElementChanges) => void;
}

/** Whether a field has a control in the editor (a colour element reference shows with its colour). */
export const hasControl = (field: ElementField): boolean =>
  !onThePage.includes(field.kind) && !(field.kind === 'elementRef' && field.pairedWith);

const isNumberControl = (field: ElementField) => !ownControls[field.name] && numberKinds.includes(field.kind);

/**
 * The controls of `fields` of the element, in their order; runs of two or more number fields side
 * by side in a grid. `after` puts something right after a field's control (a contrast warning).
 */
export function FieldInputs({
  element,
  fields,
  set,
  after = {},
  grouped = false,
}: {
  element: PageElement;
  fields: readonly ElementField[];
  set: (changes: ElementChanges) => void;
  after?: Partial<Record<ElementFieldName, ReactNode>>;
  /** Under the registry's headings (`fieldGroups`: placement, spacing, text, corners), in their order. */
  grouped?: boolean;
}) {
  const { locale } = useLocale();
  const shown = fields.filter(hasControl);
  if (grouped) {
    const inGroups = (Object.keys(fieldGroups) as FieldGroup[]).flatMap((group) => {
      const of = shown.filter((f) => f.group === group);
      return of.length ? [{ group, fields: of }] : [];
    });
    const rest = shown.filter((f) => !f.group);
    return (
      <>
        {inGroups.map(({ group, fields: of }) => (
          <div key={group} className="inspector-group" role="group" aria-labelledby={`inspector-group-${group}`}>
            <h4 id={`inspector-group-${group}`}>{fieldGroups[group][locale]}</h4>
            <FieldInputs element={element} fields={of} set={set} after={after} />
          </div>
        ))}
        {rest.length ? <FieldInputs element={element} fields={rest} set={set} after={after} /> : null}
      </>
    );
  }
  const groups: ElementField[][] = [];
  for (const field of shown) {
    const last = groups[groups.length - 1];
    if (last && isNumberControl(field) && isNumberControl(last[0]!)) last.push(field);
    else groups.push([field]);
  }
  const one = (field: ElementField) => (
    <Fragment key={field.name}>
      <FieldInput element={element} field={field} set={set} />
      {after[field.name]}
    </Fragment>
  );
  return groups.map((group) =>
    group.length > 1 ? (
      <div key={group[0]!.name} className="inspector-grid">
        {group.map(one)}
      </div>
    ) : (
      one(group[0]!)
    ),
  );
}

/** One field's control, chosen by its kind. */
export function FieldInput({
  element,
  field,
  set,
}: {
  element: PageElement;
  field: ElementField;
  set: (changes: ElementChanges) => void;
}) {
  const { locale } = useLocale();
  const values = element as unknown as Readonly<Record<string, unknown>>;
  const props: ControlProps = {
    element,
    field,
    label: editorLabel(field, locale),
    value: values[field.name],
    setField: (value) => set({ [field.name]: value }),
    set,
  };
  const own = ownControls[field.name];
  return own ? own(props) : <KindControl {...props} />;
}

function KindControl({ element, field, label, value, setField, set }: ControlProps) {
  const { locale } = useLocale();
  const { store } = usePageEditor();
  const kind = field.kind;
  if (typeof kind === 'object')
    return (
      <Select
        label={label}
        value={value as string}
        options={kind.values.map((v) => ({ value: v, label: kind.labels[v]![locale] }))}
        onChange={setField}
      />
    );
  switch (kind) {
    case 'boolean':
      return <Check label={label} checked={value as boolean} onChange={setField} />;
    // Numbers: the registry's label, the unit in the field (read with the label: the same name).
    case 'percent':
      return (
        <Percent
          label={field.label[locale]}
          suffix={units[kind]}
          value={value as number}
          limits={field.limits}
          onChange={setField}
        />
      );
    case 'factor':
    case 'px':
    case 'degrees':
    case 'count':
      return (
        <NumberField
          label={field.label[locale]}
          suffix={units[kind]}
          value={value as number}
          limits={field.limits}
          step={kind === 'factor' ? 0.05 : 1}
          onChange={setField}
        />
      );
    case 'text':
    case 'lines':
    case 'url':
      return (
        <TextField
          label={label}
          value={value as string}
          limits={field.limits}
          type={kind === 'url' ? 'url' : 'text'}
          multiline={kind === 'lines'}
          onChange={setField}
        />
      );
    case 'hex': {
      if (!field.pairedWith) return <HexField label={label} value={value as string | null} onChange={setField} />;
      const reference = field.pairedWith;
      const values = element as unknown as Readonly<Record<string, unknown>>;
      return (
        <ColorChoice
          label={label}
          value={value as string | null}
          reference={values[reference] as string | null}
          colorElements={colorElementOptions(store.elements(), element.id)}
          onChange={(color, colorElement) => set({ [field.name]: color, [reference]: colorElement })}
        />
      );
    }
    case 'elementRef':
      return <LinkTarget label={label} value={value as string | null} self={element.id} onChange={setField} />;
    case 'asset':
      return (
        <Picker
          files={field.files}
          legend={label}
          value={value ? [value as string] : []}
          onChange={(ids) => setField(ids[0] ?? null)}
        />
      );
    case 'assets':
      return <Picker multiple files={field.files} legend={label} value={value as string[]} onChange={setField} />;
    case 'palette':
      return <PaletteEditor label={label} colors={value as PaletteColor[]} onChange={setField} />;
    case 'richText':
    case 'galleryItems':
      return null;
  }
}

/** A colour element's palette: each colour's HEX and label (named as the element's own), added and removed. */
function PaletteEditor({
  label,
  colors,
  onChange,
}: {
  label: string;
  colors: readonly PaletteColor[];
  onChange: (colors: PaletteColor[]) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const list = colors.map((c) => ({ ...c }));
  // A palette colour is named, and checked, as the colour element's own colour and label are.
  const hex = elementField('color', 'color')!.label[locale];
  const name = elementField('color', 'label')!.label[locale];
  const maxItems = fieldLimits('color', 'colors').maxItems ?? Infinity;
  return (
    <div className="palette-editor">
      <h4>{label}</h4>
      {list.map((c, i) => (
        <div key={i} className="palette-row">
          <HexField
            label={`${hex} ${i + 1}`}
            value={c.color}
            onChange={(value) => {
              if (!value) return;
              list[i] = { ...c, color: value };
              onChange(list);
            }}
          />
          <TextField
            label={`${name} ${i + 1}`}
            value={c.label}
            limits={fieldLimits('color', 'label')}
            onChange={(value) => {
              list[i] = { ...c, label: value };
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
        disabled={list.length >= maxItems}
        onClick={() => onChange([...list, { color: '000000', label: '' }])}
      >
        <Icon name="plus" size={14} /> {intl.formatMessage(t.paletteAdd)}
      </button>
    </div>
  );
}
