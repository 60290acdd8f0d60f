import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { useDeleteAssetMutation } from './useDeleteAssetMutation';
import { UsagesOfAssets } from './AssetUsages';
import { assetMessages as m } from './messages';

interface Target {
  id: string;
  name: string;
}

/**
 * Deleting one or more assets: each is deleted without force first; those the server refuses as
 * ASSET_IN_USE are listed with their usages in a dialog that asks, then deleted with force. `onDone` runs after
 * every round that deleted something. Another refusal is `error`, which the caller shows beside
 * its delete button (in the asset's dialog, not in a toast behind it).
 */
export function useDeleteAssets(onDone: (deleted: string[]) => void): {
  remove: (targets: readonly Target[]) => Promise<void>;
  busy: boolean;
  error: ErrorInfo | null;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const deleteAsset = useDeleteAssetMutation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [inUse, setInUse] = useState<{ targets: Target[]; message: string } | null>(null);

  const run = useCallback(
    async (targets: readonly Target[], force: boolean) => {
      setBusy(true);
      setError(null);
      const results = await Promise.all(
        targets.map((target) =>
          deleteAsset(target.id, force).then(
            () => ({ target, error: null as ErrorInfo | null }),
            (error: unknown) => ({ target, error: errorInfo(error) }),
          ),
        ),
      );
      setBusy(false);
      const deleted = results.filter((r) => !r.error).map((r) => r.target);
      const used = results.filter((r) => r.error?.code === 'ASSET_IN_USE');
      const failed = results.filter((r) => r.error && r.error.code !== 'ASSET_IN_USE');
      if (deleted.length) {
        toast.show(
          deleted.length === 1
            ? intl.formatMessage(m.deletedOne, { name: deleted[0]!.name })
            : intl.formatMessage(m.deletedMany, { count: deleted.length }),
          { tone: 'success' },
        );
        onDone(deleted.map((t) => t.id));
      }
      setError(failed[0]?.error ?? null);
      if (used.length) setInUse({ targets: used.map((r) => r.target), message: used[0]!.error!.message });
    },
    [deleteAsset, intl, toast, onDone],
  );

  const remove = useCallback((targets: readonly Target[]) => run(targets, false), [run]);

  const dialog = inUse ? (
    <ConfirmDialog
      title={intl.formatMessage(m.inUseTitle)}
      width="32rem"
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.inUseDelete)}
      busy={busy}
      onConfirm={() => {
        const targets = inUse.targets;
        setInUse(null);
        void run(targets, true);
      }}
      onClose={() => setInUse(null)}
    >
      <p>
        {inUse.targets.length === 1 && inUse.message
          ? inUse.message
          : intl.formatMessage(m.inUseMany, { count: inUse.targets.length })}
      </p>
      <p className="muted">{intl.formatMessage(m.inUseWhere)}</p>
      <UsagesOfAssets ids={inUse.targets.map((t) => t.id)} />
    </ConfirmDialog>
  ) : null;

  return { remove, busy, error, dialog };
}
