import { useRef, type ReactNode, type RefObject } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { Link, useParams } from 'react-router';
import type { PageTree_brand$key } from '../__generated__/PageTree_brand.graphql';
import { brandPath } from '../brands/lookup';
import { BrandNotFound } from '../brands/members/BrandNotFound';
import { PageTree } from '../pages/PageTree';
import { useLiveQuery } from '../relay/useLiveQuery';
import type { BrandChangeKind } from '../relay/useLiveQuery';
import { Button } from '../ui/Button';
import { Icon, type IconName } from '../ui/Icon';
import { useDocumentTitle } from '../ui/useDocumentTitle';

/*
 * What the brand's activity (/{brand}/history) and its versions (/{brand}/versions) share: a list
 * of the brand's, paged with "Show more", kept live, beside the page tree, under a heading with the
 * brand's name.
 */

/**
 * Follows the brand (`useLiveQuery`) and reads the screen's query again with as many entries as
 * are shown (`loaded`, which the list sets), at least a page. Answers `loaded` and `refresh`.
 */
export function useLiveList<Q extends OperationType>(
  brandId: string | null | undefined,
  {
    kinds,
    query,
    variables,
    page,
  }: { kinds?: readonly BrandChangeKind[]; query: GraphQLTaggedNode; variables: Q['variables']; page: number },
): { loaded: RefObject<number>; refresh: () => void } {
  const loaded = useRef(page);
  const refresh = useLiveQuery<Q>(brandId, {
    kinds,
    query,
    variables: () => ({ ...variables, count: Math.max(page, loaded.current) }),
  });
  return { loaded, refresh };
}

/** The brand's page tree and the screen beside it; the brand's not-found screen when it is not there. */
export function BrandListScreen<B extends PageTree_brand$key>({
  brand,
  children,
}: {
  brand: B | null | undefined;
  children: (brand: B) => ReactNode;
}) {
  const params = useParams();
  if (!brand) return <BrandNotFound brand={params.brand ?? ''} />;
  return (
    <div className="brand-layout">
      <PageTree brand={brand} />
      {children(brand)}
    </div>
  );
}

/** The screen's heading: the brand's name (a link home), the title, the introduction and the actions. */
export function ListHeader({
  brand,
  title,
  intro,
  actions,
}: {
  brand: { name: string; slug: string };
  title: string;
  intro: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(brand.name);
  return (
    <header className="page-header">
      <div>
        <p className="page-breadcrumb">
          <Link to={brandPath(brand.slug)}>{brand.name}</Link>
        </p>
        <h1>{title}</h1>
        <p className="muted history-intro">{intro}</p>
      </div>
      {actions ? <div className="page-header-actions">{actions}</div> : null}
    </header>
  );
}

/** An empty list: an icon, a heading and a text, and what to do about it. */
export function EmptyList({
  icon,
  title,
  text,
  children,
}: {
  icon?: IconName;
  title?: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="history-empty">
      {icon ? (
        <span className="placeholder-icon" aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
      ) : null}
      {title ? <h2>{title}</h2> : null}
      <p className="muted">{text}</p>
      {children}
    </div>
  );
}

/** "Show more" under a paged list, while it has more. */
export function ShowMore({
  list,
  page,
  label,
}: {
  list: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => unknown };
  page: number;
  label: string;
}) {
  if (!list.hasNext) return null;
  return (
    <div className="history-more">
      <Button busy={list.isLoadingNext} onClick={() => void list.loadNext(page)}>
        {label}
      </Button>
    </div>
  );
}
