import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { VersionPageTree_brand$key } from '../__generated__/VersionPageTree_brand.graphql';
import { BrandHistoryLinks } from '../brands/BrandHistoryLinks';
import { brandPath } from '../brands/lookup';
import { pageMessages } from '../pages/messages';
import { PageTreeNav } from '../pages/PageTree';

const messages = defineMessages({
  overview: { id: 'versionHome.tree.overview', defaultMessage: 'Brand overview at this version' },
});

/**
 * The page tree of a brand at a version: its pages then, in their order then, each linked at the
 * version (/{brand}/versions/{version}/{page}); read only, so without the live tree's tools,
 * Recently deleted and live updates.
 */
export function VersionPageTree({ brand: key, versionId }: { brand: VersionPageTree_brand$key; versionId: string }) {
  const intl = useIntl();
  const brand = useFragment(
    graphql`
      fragment VersionPageTree_brand on Brand {
        ...PageTree_nav @relay(mask: false)
      }
    `,
    key,
  );
  const base = brandPath(brand.slug, 'versions', versionId);
  return (
    <PageTreeNav
      brand={brand}
      home={base}
      sub={intl.formatMessage(messages.overview)}
      links={<BrandHistoryLinks brand={brand} />}
      pages={brand.pages}
      pagePath={(slug) => `${base}/${slug}`}
      empty={intl.formatMessage(pageMessages.noPages)}
    />
  );
}
