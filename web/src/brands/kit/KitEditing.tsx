import { useCallback, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { BrandKit_brand$data } from '../../__generated__/BrandKit_brand.graphql';
import { toAssetView, type AssetView } from '../../pages/elements/AssetElements';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../../ui/errorInfo';
import { useToast } from '../../ui/Toast';
import {
  colorRowsOf,
  colorsInput,
  ColorRowsEditor,
  FontRowsEditor,
  rowKey,
  validHex,
  type ColorRow,
  type FontRow,
} from './KitEditors';
import { useUpdateBrandKitMutation, type KitChanges } from './useUpdateBrandKitMutation';

/**
 * The brand kit being changed (loaded when an owner or editor opens it: the brand home's readers
 * never load it): a draft of the colours or fonts, saved with updateBrand, which replaces the
 * palette or the fonts. Until something is changed the editor shows the brand's rows (following
 * changes made elsewhere); the first change makes a draft, kept whatever arrives meanwhile until it
 * is saved or given up: what is typed is never replaced, also when a save is refused.
 */

const messages = defineMessages({
  save: { id: 'kit.save', defaultMessage: 'Save' },
  saving: { id: 'kit.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'kit.cancel', defaultMessage: 'Cancel' },
  discard: { id: 'kit.discard', defaultMessage: 'Discard changes' },
  savedColors: { id: 'kit.colors.saved', defaultMessage: 'Colours saved.' },
  savedFonts: { id: 'kit.fonts.saved', defaultMessage: 'Fonts saved.' },
  failed: { id: 'kit.failed', defaultMessage: 'Unable to save the brand kit' },
  hexInvalid: { id: 'kit.colors.fixHex', defaultMessage: 'Please correct the colours marked in red first.' },
  fontNameMissing: { id: 'kit.fonts.nameMissing', defaultMessage: 'Please give every font a name, or remove it.' },
});

type Kit = BrandKit_brand$data;

export interface EditingProps {
  kit: Kit;
  /** The settings keep the editor open (Discard changes); the brand home closes it (Cancel, or once saved). */
  mode: 'home' | 'settings';
  onClose: () => void;
}

const fontRowsOf = (fonts: Kit['fonts']): FontRow[] =>
  fonts.map((f) => ({ key: rowKey(), name: f.name, files: f.files.map((a) => a.id) }));
const sameColors = (rows: readonly ColorRow[], kit: Kit) =>
  rows.length === kit.colors.length &&
  rows.every((r, i) => r.hex === kit.colors[i]!.hex && r.label.trim() === kit.colors[i]!.label);
const sameFonts = (rows: readonly FontRow[], kit: Kit) =>
  rows.length === kit.fonts.length &&
  rows.every((r, i) => r.name.trim() === kit.fonts[i]!.name && r.files.join() === kit.fonts[i]!.files.map((a) => a.id).join());

/**
 * The rows being edited: the brand's (`base`) until the first change, then the draft. `base` keeps
 * its rows' keys while the content stays the same (`contentKey`): a new answer of the same brand,
 * with newly signed file links, is no change.
 */
function useDraft<R>(contentKey: string, rowsOf: () => R[], same: (rows: readonly R[]) => boolean) {
  const base = useMemo(rowsOf, [contentKey]);
  const [draft, setDraft] = useState<R[] | null>(null);
  return { rows: draft ?? base, dirty: draft !== null && !same(draft), setDraft, reset: () => setDraft(null) };
}

/** Saving one part of the kit: the mutation, its state and its error, shown where the part is. */
function useSave(brandId: string) {
  const updateKit = useUpdateBrandKitMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const save = useCallback(
    (input: KitChanges, onSaved: () => void) => {
      setBusy(true);
      setError(null);
      updateKit(brandId, input).then(
        () => {
          setBusy(false);
          onSaved();
        },
        (e: unknown) => {
          setBusy(false);
          setError(errorInfo(e));
        },
      );
    },
    [updateKit, brandId],
  );
  return { save, busy, error, setError };
}

/** Save and cancel (home) or discard (settings) beside an editor's heading. */
function EditActions({
  mode,
  busy,
  dirty,
  onSave,
  onCancel,
}: {
  mode: EditingProps['mode'];
  busy: boolean;
  dirty: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const settings = mode === 'settings';
  return (
    <span className="actions">
      <Button size="small" variant="ghost" onClick={onCancel} disabled={busy || (settings && !dirty)}>
        {intl.formatMessage(settings ? messages.discard : messages.cancel)}
      </Button>
      <Button size="small" variant="primary" onClick={onSave} busy={busy} disabled={settings && !dirty}>
        {intl.formatMessage(busy ? messages.saving : messages.save)}
      </Button>
    </span>
  );
}

/** The colour editor of the kit. */
export function ColorsEditing({ kit, mode, onClose }: EditingProps) {
  const intl = useIntl();
  const toast = useToast();
  const { rows, dirty, setDraft, reset } = useDraft(
    JSON.stringify(kit.colors.map((c) => [c.hex, c.label])),
    () => colorRowsOf(kit.colors),
    (draft) => sameColors(draft, kit),
  );
  const { save, busy, error, setError } = useSave(kit.id);
  const close = () => {
    setError(null);
    reset();
    onClose();
  };
  const submit = () => {
    if (!rows.every((c) => validHex(c.hex)))
      return setError({ message: intl.formatMessage(messages.hexInvalid), code: 'VALIDATION', status: 400 });
    if (!dirty) return close();
    save({ colors: colorsInput(rows) }, () => {
      close();
      toast.show(intl.formatMessage(messages.savedColors), { tone: 'success' });
    });
  };
  return (
    <div className="kit-editor card">
      <ColorRowsEditor
        id={`kit-colors-${mode}`}
        rows={rows}
        onChange={setDraft}
        actions={<EditActions mode={mode} busy={busy} dirty={dirty} onSave={submit} onCancel={close} />}
      />
      <ErrorText error={error} fallback={messages.failed} />
    </div>
  );
}

/** The font editor of the kit: names, order and the files of the library each font is set in. */
export function FontsEditing({ kit, mode, onClose }: EditingProps) {
  const intl = useIntl();
  const toast = useToast();
  const { rows, dirty, setDraft, reset } = useDraft(
    JSON.stringify(kit.fonts.map((f) => [f.name, f.files.map((a) => a.id)])),
    () => fontRowsOf(kit.fonts),
    (draft) => sameFonts(draft, kit),
  );
  const { save, busy, error, setError } = useSave(kit.id);
  // The files known so far: the brand's, and what the picker loaded (a file just picked shows at once).
  const [picked, setPicked] = useState<readonly AssetView[]>([]);
  const files = useMemo(() => {
    const map = new Map<string, AssetView>();
    for (const font of kit.fonts) for (const file of font.files) map.set(file.id, toAssetView(file));
    for (const view of picked) map.set(view.assetId, view);
    return map;
  }, [kit.fonts, picked]);
  const close = () => {
    setError(null);
    reset();
    onClose();
  };
  const submit = () => {
    if (rows.some((f) => !f.name.trim()))
      return setError({ message: intl.formatMessage(messages.fontNameMissing), code: 'VALIDATION', status: 400 });
    if (!dirty) return close();
    save({ fonts: rows.map((f) => ({ name: f.name.trim(), files: f.files })) }, () => {
      close();
      toast.show(intl.formatMessage(messages.savedFonts), { tone: 'success' });
    });
  };
  return (
    <div className="kit-editor card">
      <FontRowsEditor
        id={`kit-fonts-${mode}`}
        rows={rows}
        onChange={setDraft}
        brandSlug={kit.slug}
        files={files}
        onFiles={setPicked}
        actions={<EditActions mode={mode} busy={busy} dirty={dirty} onSave={submit} onCancel={close} />}
      />
      <ErrorText error={error} fallback={messages.failed} />
    </div>
  );
}
