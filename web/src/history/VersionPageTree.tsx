import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink } from 'react-router';
import type { VersionPageTree_brand$key } from '../__generated__/VersionPageTree_brand.graphql';
import { BrandHistoryLinks } from '../brands/BrandHistoryLinks';
import { brandPath } from '../brands/lookup';
import { pageMessages } from '../pages/messages';
import { pageTree } from '../pages/PageTree';

const messages = defineMessages({
  overview: { id: 'versionHome.tree.overview', defaultMessage: 'Brand overview at this version' },
});

type Node = ReturnType<typeof pageTree>[number];

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
        name
        slug
        ...BrandHistoryLinks_brand
        logo {
          preview
        }
        pages {
          id
          name
          slug
          parent {
            id
          }
        }
      }
    `,
    key,
  );
  const tree = useMemo(() => pageTree(brand.pages), [brand.pages]);
  const base = brandPath(brand.slug, 'versions', versionId);

  const renderNodes = (nodes: Node[], depth: number) => (
    <ul className={depth === 0 ? 'page-tree-list' : 'page-tree-children'}>
      {nodes.map((node) => (
        <li key={node.page.id}>
          <div className="page-tree-item">
            <NavLink to={`${base}/${node.page.slug}`} className="page-tree-link" end>
              {node.page.name}
            </NavLink>
          </div>
          {node.children.length ? renderNodes(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className="page-tree" aria-label={intl.formatMessage(pageMessages.pages)}>
      <Link to={base} className="page-tree-brand">
        {brand.logo?.preview ? (
          <img className="brand-logo" src={brand.logo.preview} alt="" />
        ) : (
          <span className="brand-monogram" aria-hidden="true">
            {brand.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        )}
        <span>
          <span className="page-tree-brand-name">{brand.name}</span>
          <span className="page-tree-brand-sub">{intl.formatMessage(messages.overview)}</span>
        </span>
      </Link>
      <BrandHistoryLinks brand={brand} />
      <h2 className="page-tree-title">{intl.formatMessage(pageMessages.pages)}</h2>
      {tree.length ? renderNodes(tree, 0) : <p className="page-tree-empty muted">{intl.formatMessage(pageMessages.noPages)}</p>}
    </nav>
  );
}
