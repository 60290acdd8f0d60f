/**
 * The product's addresses (spec 2), declared once: the web client's router is built from this tree
 * (each route's screen, loader and access rule attached by name, `web/src/router.tsx`), and the API
 * matches the address of every page it serves against the same tree with the same matcher
 * (react-router's `matchRoutes`): an address no route matches, or only the catch-all, answers 404.
 * Paths are relative to the site's root, children's to their parent, as react-router reads them.
 *
 * `reads` says what an address names that may not exist or may not be readable, which the API
 * looks up: `brand` (the `:brand` slug), `brandId` (`/brands/:id`), `page` (`:brand/:page`), `link`
 * (a shared link's `:token`). Children read what their parent reads.
 */

/** The legal pages of both languages (spec 2), by language and kind. */
export const legalPaths = {
  en: { legal: '/en/legal', terms: '/en/terms', privacy: '/en/privacy-policy', dpa: '/en/dpa', imprint: '/en/imprint' },
  de: { legal: '/de/rechtliches', terms: '/de/agb', privacy: '/de/datenschutz', dpa: '/de/avv', imprint: '/de/impressum' },
} as const;

export type RouteReads = 'brand' | 'brandId' | 'page' | 'link';

export interface AppRoute {
  /** What the web client shows there (its screen, loader and access rule are attached by name). */
  readonly name: string;
  readonly path?: string;
  readonly index?: true;
  readonly reads?: RouteReads;
  readonly children?: readonly AppRoute[];
}

const legal = Object.values(legalPaths).flatMap((kinds) =>
  Object.values(kinds).map((path) => ({ name: 'legal', path: path.slice(1) }) as const),
);

/**
 * The routes below the layout, in the client's order. Static segments rank above dynamic ones
 * whatever the order (react-router's ranking), so `:brand/settings` is never a page named settings.
 */
export const appRoutes = [
  { name: 'home', index: true },
  { name: 'login', path: 'login' },
  { name: 'register', path: 'register' },
  { name: 'loginToken', path: 'login/:token' },
  { name: 'loginLink', path: 'login-link' },
  { name: 'lostPassword', path: 'lost-password' },
  { name: 'resetPassword', path: 'reset-password/:token' },
  { name: 'verifyEmail', path: 'verify-email/:token' },
  // The links of an address change: to the new address (makes it the account's), to the old one (undoes it).
  { name: 'confirmEmail', path: 'confirm-email/:token' },
  { name: 'undoEmail', path: 'undo-email/:token' },
  { name: 'openLink', path: 's/:token', reads: 'link' },
  { name: 'logout', path: 'logout' },
  { name: 'account', path: 'account' },
  { name: 'newBrand', path: 'new-brand' },
  { name: 'directory', path: 'directory' },
  { name: 'invitation', path: 'invitations/:token' },
  { name: 'brandById', path: 'brands/:id', reads: 'brandId' },
  { name: 'brandHome', path: ':brand', reads: 'brand' },
  {
    name: 'brandSettings',
    path: ':brand/settings',
    reads: 'brand',
    children: [
      { name: 'brandSettingsGeneral', index: true },
      { name: 'brandSettingsKit', path: 'kit' },
      { name: 'brandSettingsUsers', path: 'users' },
      { name: 'brandSettingsLinks', path: 'shared-links' },
      { name: 'brandSettingsBilling', path: 'billing' },
      { name: 'brandSettingsDelete', path: 'delete' },
    ],
  },
  // The asset library; below it an asset's detail (anything deeper is the detail's not-found).
  { name: 'assets', path: ':brand/assets', reads: 'brand', children: [{ name: 'assetDetail', path: '*' }] },
  { name: 'brandHistory', path: ':brand/history', reads: 'brand' },
  { name: 'versions', path: ':brand/versions', reads: 'brand' },
  { name: 'versionHome', path: ':brand/versions/:version', reads: 'brand' },
  // A page at a version: which pages a version holds is not in the read models, so only the brand is looked up.
  { name: 'versionPage', path: ':brand/versions/:version/:page', reads: 'brand' },
  { name: 'page', path: ':brand/:page', reads: 'page' },
  { name: 'pageSettings', path: ':brand/:page/settings', reads: 'page' },
  ...legal,
  { name: 'admin', path: 'admin' },
  // An account as the admin area shows it (User.id).
  { name: 'adminUser', path: 'admin/users/:user' },
  // A brand as the admin area shows it (Brand.id), deleted or not.
  { name: 'adminBrand', path: 'admin/brands/:brand' },
  { name: 'notFound', path: '*' },
] as const satisfies readonly AppRoute[];

type NamesOf<R> = R extends readonly (infer E)[]
  ? E extends { readonly name: infer N; readonly children: infer C }
    ? N | NamesOf<C>
    : E extends { readonly name: infer N }
      ? N
      : never
  : never;

/** Every route's name (the web client attaches a screen to each). */
export type RouteName = NamesOf<typeof appRoutes>;

/** The first segment of every path of `routes` that begins with a fixed word (`login`, `s`, `en`). */
const fixedFirstSegments = (routes: readonly AppRoute[]): string[] =>
  routes.flatMap((route) => {
    const first = route.path?.split('/')[0];
    return first && !first.startsWith(':') && first !== '*' ? [first] : [];
  });

/**
 * Top-level words the client's routes use (`login`, `s`, `invitations`, `en`, ...): no brand may
 * have one as its address, or its home would be hidden behind that route.
 */
export const routeWords: readonly string[] = [...new Set(fixedFirstSegments(appRoutes))];

/**
 * Words the client's routes use right below a brand (`assets`, `settings`, `history`, `versions`):
 * no page may have one as its address.
 */
export const brandRouteWords: readonly string[] = [
  ...new Set(
    appRoutes.flatMap((route) => {
      const [first, second] = ('path' in route ? route.path : '').split('/');
      return first === ':brand' && second && !second.startsWith(':') && second !== '*' ? [second] : [];
    }),
  ),
];
