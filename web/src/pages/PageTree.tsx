import { NAME_MAX } from '@brandtrail/domain/limits';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, useNavigate } from 'react-router';
import type { PageTree_brand$data, PageTree_brand$key } from '../__generated__/PageTree_brand.graphql';
import { assetMessages } from '../assets/messages';
import { BrandHistoryLinks } from '../brands/BrandHistoryLinks';
import { BrandMark } from '../brands/BrandMark';
import { brandPath } from '../brands/lookup';
import { BrandThemeStyle, type ThemeKit } from '../brands/theme';
import { useLiveQuery } from '../relay/useLiveQuery';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { ErrorText } from '../ui/ErrorText';
import { errorInfo, type ErrorInfo } from '../ui/errorInfo';
import { useToast } from '../ui/Toast';
import { pageMessages as m } from './messages';
import { useCreatePageMutation } from './useCreatePageMutation';
import { useRestorePageMutation } from './useRestorePageMutation';
import { useSortPagesBrandMutation } from './useSortPagesBrandMutation';
import { Icon } from '../ui/Icon';

type PageItem = PageTree_brand$data['pages'][number];
/** A page as the tree needs it: its name, its address and its parent. */
interface TreePage {
  id: string;
  name: string;
  slug: string;
  parent: { id: string } | null | undefined;
}
interface TreeNode<P extends TreePage> {
  page: P;
  children: TreeNode<P>[];
}

/** The brand's pages as a tree (spec section 3: pages are rebuilt as a tree with children), in the brand's order. */
export function pageTree<P extends TreePage>(pages: readonly P[]): TreeNode<P>[] {
  const nodes = new Map(pages.map((page) => [page.id, { page, children: [] as TreeNode<P>[] }]));
  const roots: TreeNode<P>[] = [];
  for (const node of nodes.values()) {
    const parent = node.page.parent ? nodes.get(node.page.parent.id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/**
 * What `PageTreeNav` shows of a brand: its name, address and logo, its pages, its history links,
 * and its look (the kit's colours and fonts, brands/theme.tsx).
 */
export const pageTreeNavFragment = graphql`
  fragment PageTree_nav on Brand {
    name
    slug
    ...BrandHistoryLinks_brand
    logo {
      preview
    }
    colors {
      hex
    }
    fonts {
      files {
        id
        url
        font {
          style
        }
      }
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
`;

/**
 * What the live page tree and a version's share: the brand's link (its logo or initial, name and
 * `sub`), the links under it (`links`), the pages as a tree, each linked at `pagePath` (with
 * `tools` beside it, given its place among its siblings), or `empty`; then `children`.
 */
export function PageTreeNav<P extends TreePage>({
  brand,
  home,
  sub,
  title,
  links,
  pages,
  pagePath,
  currentPageId,
  tools,
  empty,
  children,
}: {
  brand: ThemeKit & { name: string; logo: { preview: string | null | undefined } | null | undefined };
  home: string;
  sub: string;
  title?: string;
  links: ReactNode;
  pages: readonly P[];
  pagePath: (slug: string) => string;
  currentPageId?: string;
  tools?: (page: P, index: number, count: number) => ReactNode;
  empty: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const tree = useMemo(() => pageTree(pages), [pages]);
  const renderNodes = (nodes: TreeNode<P>[], depth: number) => (
    <ul className={depth === 0 ? 'page-tree-list' : 'page-tree-children'}>
      {nodes.map((node, i) => (
        <li key={node.page.id}>
          <div className={`page-tree-item${node.page.id === currentPageId ? ' is-current' : ''}`}>
            <NavLink to={pagePath(node.page.slug)} className="page-tree-link" end>
              {node.page.name}
            </NavLink>
            {tools?.(node.page, i, nodes.length)}
          </div>
          {node.children.length ? renderNodes(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="page-tree" aria-label={intl.formatMessage(m.pages)}>
      <BrandThemeStyle kit={brand} />
      <Link to={home} className="page-tree-brand" title={title}>
        <BrandMark name={brand.name} logo={brand.logo?.preview} />
        <span>
          <span className="page-tree-brand-name">{brand.name}</span>
          <span className="page-tree-brand-sub">{sub}</span>
        </span>
      </Link>
      {links}
      <h2 className="page-tree-title">{intl.formatMessage(m.pages)}</h2>
      {tree.length ? renderNodes(tree, 0) : <p className="page-tree-empty muted">{empty}</p>}
      {children}
    </nav>
  );
}

/** The sidebar beside a brand's content: its pages, and for editors new page, reorder and restore. */
export function PageTree({ brand: key, currentPageId }: { brand: PageTree_brand$key; currentPageId?: string }) {
  const brand = useFragment(
    graphql`
      fragment PageTree_brand on Brand {
        id
        ...PageTree_nav @relay(mask: false)
        viewerCan {
          read
          editContent
        }
        deletedPages {
          id
          name
        }
      }
    `,
    key,
  );
  const intl = useIntl();
  const toast = useToast();
  const sortPages = useSortPagesBrandMutation();
  const restorePage = useRestorePageMutation();
  // Live: the tree follows pages others create, rename, move, delete, restore and sort.
  useLiveQuery(brand.id);
  const canEdit = brand.viewerCan.editContent;
  const [creating, setCreating] = useState<{ parentId: string | null } | null>(null);

  /** Moves a page one place up or down among its siblings (sortPagesBrand with the whole order). */
  const move = (page: PageItem, delta: -1 | 1) => {
    const siblings = brand.pages.filter((p) => (p.parent?.id ?? null) === (page.parent?.id ?? null));
    const at = siblings.findIndex((p) => p.id === page.id);
    const other = siblings[at + delta];
    if (!other) return;
    const order = brand.pages.map((p) => p.id);
    const i = order.indexOf(page.id);
    const j = order.indexOf(other.id);
    [order[i], order[j]] = [order[j]!, order[i]!];
    sortPages(brand.id, order).catch((error: unknown) =>
      toast.show(errorInfo(error).message || intl.formatMessage(m.saveFailed), { tone: 'error' }),
    );
  };

  const tools = (page: PageItem, i: number, count: number) => (
    <span className="page-tree-tools">
      <button
        type="button"
        className="tree-tool"
        disabled={i === 0}
        aria-label={intl.formatMessage(m.moveUp, { name: page.name })}
        title={intl.formatMessage(m.moveUp, { name: page.name })}
        onClick={() => move(page, -1)}
      >
        <Icon name="up" size={14} />
      </button>
      <button
        type="button"
        className="tree-tool"
        disabled={i === count - 1}
        aria-label={intl.formatMessage(m.moveDown, { name: page.name })}
        title={intl.formatMessage(m.moveDown, { name: page.name })}
        onClick={() => move(page, 1)}
      >
        <Icon name="down" size={14} />
      </button>
      <button
        type="button"
        className="tree-tool"
        aria-label={intl.formatMessage(m.newSubpage, { name: page.name })}
        title={intl.formatMessage(m.newSubpage, { name: page.name })}
        onClick={() => setCreating({ parentId: page.id })}
      >
        <Icon name="plus" size={14} />
      </button>
    </span>
  );

  return (
    <PageTreeNav
      brand={brand}
      home={brandPath(brand.slug)}
      sub={intl.formatMessage(m.brandHome)}
      title={brand.name}
      links={
        <>
          {/* Everyone who reads the brand has its library (readers who are not members: the assets shown where they read). */}
          {brand.viewerCan.read ? (
            <NavLink to={brandPath(brand.slug, 'assets')} className="page-tree-assets">
              <Icon name="image" />
              {intl.formatMessage(assetMessages.treeLink)}
            </NavLink>
          ) : null}
          <BrandHistoryLinks brand={brand} />
        </>
      }
      pages={brand.pages}
      pagePath={(slug) => brandPath(brand.slug, slug)}
      currentPageId={currentPageId}
      tools={canEdit ? tools : undefined}
      empty={intl.formatMessage(canEdit ? m.noPagesEditor : m.noPages)}
    >
      {canEdit ? (
        <Button size="small" className="page-tree-new" onClick={() => setCreating({ parentId: null })}>
          <Icon name="plus" size={14} /> {intl.formatMessage(m.newPage)}
        </Button>
      ) : null}
      {canEdit && brand.deletedPages.length ? (
        <details className="page-tree-deleted">
          <summary>
            {intl.formatMessage(m.deleted)} ({brand.deletedPages.length})
          </summary>
          <ul>
            {brand.deletedPages.map((page) => (
              <li key={page.id}>
                <span>{page.name}</span>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() =>
                    void restorePage(page.id).then(
                      () => toast.show(intl.formatMessage(m.restored, { name: page.name }), { tone: 'success' }),
                      (error: unknown) =>
                        toast.show(errorInfo(error).message || intl.formatMessage(m.saveFailed), { tone: 'error' }),
                    )
                  }
                >
                  {intl.formatMessage(m.restore)}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {creating ? (
        <NewPageDialog
          brandId={brand.id}
          brandSlug={brand.slug}
          pages={brand.pages}
          parentId={creating.parentId}
          onClose={() => setCreating(null)}
        />
      ) : null}
    </PageTreeNav>
  );
}

function NewPageDialog({
  brandId,
  brandSlug,
  pages,
  parentId: initialParent,
  onClose,
}: {
  brandId: string;
  brandSlug: string;
  pages: readonly PageItem[];
  parentId: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const createPage = useCreatePageMutation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [parentId, setParentId] = useState(initialParent ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);
  // One page per opening of the dialog: a retry after a lost or failed answer sends the same id.
  const [clientMutationId] = useState(() => crypto.randomUUID());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { createPage: created } = await createPage({
        brandId,
        name,
        parentId: parentId || null,
        clientMutationId,
      });
      onClose();
      await navigate(brandPath(brandSlug, created.page.slug));
    } catch (e) {
      setError(errorInfo(e));
      setBusy(false);
    }
  };

  return (
    <Dialog title={intl.formatMessage(m.newPage)} onClose={onClose} width="28rem">
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="new-page-name">{intl.formatMessage(m.pageName)}</label>
          <input
            id="new-page-name"
            value={name}
            required
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            autoFocus
          />
        </div>
        <div className="field">
          <label htmlFor="new-page-parent">{intl.formatMessage(m.pageParent)}</label>
          <select id="new-page-parent" value={parentId} onChange={(event) => setParentId(event.target.value)}>
            <option value="">{intl.formatMessage(m.noParent)}</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.name}
              </option>
            ))}
          </select>
        </div>
        <ErrorText error={error} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {intl.formatMessage(m.create)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
