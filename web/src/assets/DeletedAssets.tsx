import { ASSET_DELETED_KEPT_DAYS } from '@brandtrail/domain/assets/asset';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DeletedAssets_brand$key } from '../__generated__/DeletedAssets_brand.graphql';
import { Button } from '../ui/Button';
import { useErrorText } from '../ui/ErrorText';
import { errorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { TypeTile } from './AssetCard';
import { useRestoreAssetMutation } from './useRestoreAssetMutation';
import { assetMessages as m } from './messages';

/**
 * Editors' "Recently deleted" list (Brand.deletedAssets, empty for others) with Restore, and the
 * day each asset is purged with its files (ASSET_DELETED_KEPT_DAYS after its deletion).
 */
export function DeletedAssets({ brand: key, onRestored }: { brand: DeletedAssets_brand$key; onRestored: () => void }) {
  const brand = useFragment(
    graphql`
      fragment DeletedAssets_brand on Brand {
        deletedAssets {
          id
          name
          extension
          deletedAt
        }
      }
    `,
    key,
  );
  const intl = useIntl();
  const restoreAsset = useRestoreAssetMutation();
  const toast = useToast();
  const errorText = useErrorText();
  const [busy, setBusy] = useState<string | null>(null);
  if (!brand.deletedAssets.length) return null;

  const restore = (id: string, name: string) => {
    setBusy(id);
    restoreAsset(id).then(
      () => {
        setBusy(null);
        toast.show(intl.formatMessage(m.restored, { name }), { tone: 'success' });
        onRestored();
      },
      (error: unknown) => {
        setBusy(null);
        toast.show(errorText(errorInfo(error), m.saveFailed), { tone: 'error' });
      },
    );
  };

  return (
    <details className="assets-deleted">
      <summary>
        {intl.formatMessage(m.deletedTitle)} <span className="assets-deleted-count">{brand.deletedAssets.length}</span>
      </summary>
      <p className="muted assets-deleted-hint">{intl.formatMessage(m.deletedHint, { days: ASSET_DELETED_KEPT_DAYS })}</p>
      <ul>
        {brand.deletedAssets.map((asset) => (
          <li key={asset.id}>
            <TypeTile extension={asset.extension} />
            <span className="assets-deleted-name" title={asset.name}>
              {asset.name}
            </span>
            {asset.deletedAt ? (
              <span className="muted assets-deleted-until">
                {intl.formatMessage(m.deletedUntil, {
                  date: intl.formatDate(new Date(Date.parse(asset.deletedAt) + ASSET_DELETED_KEPT_DAYS * 86_400_000), {
                    day: 'numeric',
                    month: 'short',
                  }),
                })}
              </span>
            ) : null}
            <Button
              size="small"
              variant="ghost"
              busy={busy === asset.id}
              aria-label={intl.formatMessage(m.restoreNamed, { name: asset.name })}
              onClick={() => restore(asset.id, asset.name)}
            >
              {intl.formatMessage(m.restore)}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
