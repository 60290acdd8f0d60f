import { Suspense } from 'react';
import { useIntl, type TypedMessageDescriptor } from 'react-intl';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { AssetUsages_asset$key } from '../__generated__/AssetUsages_asset.graphql';
import type { AssetUsagesQuery } from '../__generated__/AssetUsagesQuery.graphql';
import { elementTypeMessages } from '../pages/messages';
import { assetMessages as m } from './messages';

/** What the page's own setting is called when it, not an element, uses the asset. */
const pageFields: Record<string, TypedMessageDescriptor> = { fontAsset: m.usagePageFont };

/**
 * Where an asset is used (Asset.usages): the brand's logo, cover and the kit's fonts (linking to the
 * brand's settings), then each page with the element or page setting that shows it (linking to
 * the page).
 */
export function AssetUsages({ asset: key }: { asset: AssetUsages_asset$key }) {
  const intl = useIntl();
  const { brand } = useParams();
  const { usages } = useFragment(
    graphql`
      fragment AssetUsages_asset on Asset {
        usages {
          field
          page {
            id
            name
            url
          }
          element {
            elementId
            type
          }
        }
      }
    `,
    key,
  );
  if (usages.length === 0) return <p className="muted asset-usages-none">{intl.formatMessage(m.usagesNone)}</p>;
  return (
    <ul className="usage-list asset-usages">
      {usages.map((usage, i) => {
        if (!usage.page)
          return usage.field === 'brandFont' ? (
            <li key={`font-${i}`}>
              <Link to={`/${brand}/settings/kit`}>{intl.formatMessage(m.usageBrandFont)}</Link>
            </li>
          ) : (
            <li key={`${usage.field}-${i}`}>
              <Link to={`/${brand}/settings`}>{intl.formatMessage(usage.field === 'cover' ? m.usageCover : m.usageLogo)}</Link>
            </li>
          );
        const type = usage.element?.type;
        const what =
          type && Object.hasOwn(elementTypeMessages, type)
            ? elementTypeMessages[type as keyof typeof elementTypeMessages]
            : (pageFields[usage.field] ?? m.usagePage);
        return (
          <li key={`${usage.page.id}-${usage.element?.elementId ?? usage.field}-${i}`}>
            <Link to={usage.page.url}>{usage.page.name}</Link>
            <span className="muted">
              {' · '}
              {intl.formatMessage(what)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The usages of assets a delete was refused for, each under its name (the "in use" dialog). */
export function UsagesOfAssets({ ids }: { ids: readonly string[] }) {
  return (
    <Suspense fallback={<span className="spinner small" aria-hidden="true" />}>
      <UsagesOfAssetsList ids={ids} />
    </Suspense>
  );
}

function UsagesOfAssetsList({ ids }: { ids: readonly string[] }) {
  const data = useLazyLoadQuery<AssetUsagesQuery>(
    graphql`
      query AssetUsagesQuery($ids: [ID!]!) {
        assets(ids: $ids) {
          id
          name
          ...AssetUsages_asset
        }
      }
    `,
    { ids: [...ids] },
    { fetchPolicy: 'network-only' },
  );
  const single = data.assets.length === 1;
  return (
    <div className="assets-in-use">
      {data.assets.map((asset) => (
        <section key={asset.id}>
          {single ? null : <h3 className="asset-detail-heading">{asset.name}</h3>}
          <AssetUsages asset={asset} />
        </section>
      ))}
    </div>
  );
}
