import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { DomainError, fail, formatError, pickLocale, type Locale } from '@brandtrail/domain';
import {
  dependencyChecks,
  log,
  repoRoot,
  routeHealth,
  storageDetails,
  type ReadinessChecks,
  type Actor,
} from '@brandtrail/infra';
import { isSiteAdmin } from '../access/policy';
import { describeError } from '../errors';
import type { Context, Viewer } from '../graphql/context';
import { createGraphQLHandler } from '../graphql/handler';
import { createSchema } from '../graphql/schema';
import type { Services } from '../services';
import { routeTokens } from '../brands/tokens';
import { openSharedLink } from '../sharedLinks/commands';
import { withSharedReach } from '../sharedLinks/reach';
import { withReaderMoments } from '../history/readers';
import { exampleBrandAi, newBrandAi } from '../ai/brand';
import { rewriteText } from '../ai/rewrite';
import { downloadZip } from '../pages/downloadZip';
import {
  acceptTerms,
  changeLocale,
  completeTwoFactor,
  logIn,
  openSession,
  register,
  sessionUserJson,
  userJson,
  type SignedIn,
} from '../users/accounts';
import { removeAvatar, routeAvatar, uploadAvatar } from '../users/avatar';
import { confirmEmailChange, undoEmailChange } from '../users/emailChange';
import { accountExport } from '../users/export';
import { logInWithToken, mailAccountLink, resendVerificationLink, resetPassword } from '../users/recovery';
import { verifyEmail } from '../users/verification';
import { endImpersonation, startImpersonation } from '../users/impersonation';
import { AUDIT_FILTERS, auditExport, auditFilter } from '../users/audit';
import { authenticate, logInCookies, loginClient, sessionCookies, TWO_FACTOR_COOKIE, twoFactorCookie, wroteCookie } from './auth';
import { routeBlobs } from './blobs';
import { parseCookies } from './cookies';
import { readJsonBody, requestUrl, type RequestUrl } from './input';
import { pageAnswer } from './pageAnswer';
import { robotsTxt } from './robots';
import { requestHeaders, serverRendering } from './ssr';
import { createStaticHandler } from './static';

/** The most entries one export of the audit log holds (the newest; filter by time for older ones). */
const AUDIT_EXPORT_MAX = 10_000;

export const webDist = path.join(repoRoot, 'web', 'dist');
export const persistedQueriesFile = path.join(repoRoot, 'web', 'persisted-queries.json');

function loadDocuments(): Map<string, string> {
  if (!existsSync(persistedQueriesFile)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(persistedQueriesFile, 'utf8')) as Record<string, string>));
}

function send(res: ServerResponse, status: number, body: unknown, cookies: string[] = []): void {
  const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(status, headers);
  res.end(body === undefined ? '' : JSON.stringify(body));
}

/** The request's media type, without parameters, in lower case (`application/json; charset=utf-8` is JSON). */
const mediaType = (req: IncomingMessage) => (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** A string field of a JSON body; anything else counts as empty. */
const text = (body: Record<string, unknown>, key: string): string => (typeof body[key] === 'string' ? body[key] : '');

function actorFor(viewer: Viewer | null, locale: Locale, req: IncomingMessage): Actor {
  const header = req.headers['x-correlation-id'];
  return {
    userId: viewer?.user.id ?? null,
    admin: viewer?.user.admin ?? false,
    impersonatorId: viewer?.session.impersonatorId ?? null,
    correlationId: typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID(),
    causationId: null,
    now: new Date(),
    locale,
  };
}

/** Account routes that change what the session's own queries answer (the terms, the avatar). */
const SESSION_WRITES = new Set(['POST /update-user', 'PUT /account/avatar', 'DELETE /account/avatar', 'POST /verify-email']);

export interface ServerOptions {
  /** Accept only persisted GraphQL documents; by default in production. */
  persistedOnly?: boolean;
  /** Subscriptions (Server-Sent Events): keep-alive comment interval and longest stream. */
  keepAliveMs?: number;
  maxStreamMs?: number;
  /**
   * What `GET /health/ready` checks; by default the services' database, event store and blob
   * store. The entry points add the jobs port (and, embedded, the runners). On the embedded
   * database the answer also says the data folder's size (`storageDetails`).
   */
  readiness?: ReadinessChecks;
}

export function createServer(services: Services, options: ServerOptions = {}) {
  const graphql = createGraphQLHandler({
    schema: createSchema(),
    documents: loadDocuments(),
    persistedOnly: options.persistedOnly ?? services.config.production,
    keepAliveMs: options.keepAliveMs,
    maxStreamMs: options.maxStreamMs,
    answers: services.answers,
  });
  const serveStatic = createStaticHandler(webDist);
  const renderPage = serverRendering(webDist);
  const readiness = options.readiness ?? dependencyChecks({ sql: services.sql, store: services.store, blobs: services.blobs });
  const healthDetails = storageDetails(services.sql);

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    { url, pathname, params }: RequestUrl,
    ctx: Context,
    setCookies: string[],
  ): Promise<void> {
    const post = req.method === 'POST';
    // JSON bodies only: a cross-site form cannot send one, which keeps these POSTs safe from CSRF.
    if (post && mediaType(req) !== 'application/json' && url.pathname !== '/logout') fail('JSON_REQUIRED');
    // A write that changes what the same session reads tells the answer cache to leave this
    // browser's next reads alone (mutations do the same in the GraphQL handler; the other account
    // routes start or end a session, whose answers are keyed apart anyway).
    if (SESSION_WRITES.has(`${req.method} ${url.pathname}`)) setCookies.push(wroteCookie(services));
    const s = services;
    const viewer = ctx.viewer;
    switch (`${req.method} ${url.pathname}`) {
      case 'POST /graphql':
      case 'GET /graphql': {
        let body: Record<string, unknown> | undefined;
        try {
          body = post ? await readJsonBody(req) : undefined;
        } catch (error) {
          // Answered in GraphQL's shape, as everything on this route is.
          if (!(error instanceof DomainError)) throw error;
          if (setCookies.length) res.setHeader('set-cookie', setCookies);
          if (!req.complete) res.setHeader('connection', 'close');
          return graphql.refuse(res, ctx, error, (req.headers.accept ?? '').includes('text/event-stream'));
        }
        if (setCookies.length) res.setHeader('set-cookie', setCookies);
        return graphql({ method: req.method!, headers: req.headers, query: params, body }, res, ctx);
      }
      case 'POST /register': {
        const body = (await readJsonBody(req)) ?? {};
        const user = await register(s, text(body, 'email'), text(body, 'password'), body.locale, ctx.actor);
        return send(res, 201, userJson(user, false), logInCookies(s, await openSession(s, user, loginClient(s, req))));
      }
      case 'POST /login': {
        const switchTo = url.searchParams.get('_switch_user');
        if (switchTo) return switchUser(req, res, ctx, switchTo);
        const body = (await readJsonBody(req)) ?? {};
        if (body.token !== undefined) {
          // A sign-in link's token (POSTed by the /login/{token} page).
          return answerSignIn(res, ctx, await logInWithToken(s, text(body, 'token'), loginClient(s, req), ctx.actor));
        }
        if (body.code !== undefined || body.recoveryCode !== undefined) {
          // The second factor, for the challenge in the cookie a first factor set.
          const token = parseCookies(req.headers.cookie)[TWO_FACTOR_COOKIE];
          const { user, ...opened } = await completeTwoFactor(s, token, body, loginClient(s, req));
          if (ctx.session) await s.sessions.revoke(ctx.session.id);
          return send(res, 200, userJson(user, false), [...logInCookies(s, opened), twoFactorCookie(s, null)]);
        }
        if (body.email === undefined && body.password === undefined) {
          // Without credentials, the same call answers who is logged in: the session's user, a
          // shared_link session's stand-in, or null (an answer rather than a 401: a browser logs
          // each 401 in its console as an error). Every page's HTML carries the same answer.
          return send(res, 200, sessionUserJson(ctx), setCookies);
        }
        return answerSignIn(res, ctx, await logIn(s, text(body, 'email'), text(body, 'password'), loginClient(s, req)));
      }
      case 'POST /lost-password':
      case 'POST /login-link': {
        const body = (await readJsonBody(req)) ?? {};
        const kind = url.pathname === '/lost-password' ? 'reset' : 'login';
        await mailAccountLink(s, kind, text(body, 'email'), loginClient(s, req).address);
        // The same answer whether or not the address has an account.
        return send(res, 200, { ok: true }, setCookies);
      }
      case 'POST /verify-email': {
        // The link that confirms an address (the /verify-email/{token} page POSTs its token): no
        // session needed, none started; answers the brands the account joined.
        const body = (await readJsonBody(req)) ?? {};
        const { email, joined } = await verifyEmail(s, text(body, 'token'), ctx.actor);
        return send(res, 200, { ok: true, email, joined }, setCookies);
      }
      case 'POST /confirm-email':
      case 'POST /undo-email': {
        // The links of an address change (users/emailChange.ts): no session needed, none started.
        const body = (await readJsonBody(req)) ?? {};
        const done =
          url.pathname === '/confirm-email'
            ? await confirmEmailChange(s, body.token, ctx.actor)
            : await undoEmailChange(s, body.token, ctx.actor);
        return send(
          res,
          200,
          { ok: true, email: done.email },
          url.pathname === '/undo-email' ? sessionCookies(s, null) : setCookies,
        );
      }
      case 'POST /verification-mail': {
        // "Send the link again" (the brand list's notice): the logged-in user's address.
        await readJsonBody(req);
        if (!viewer) fail('UNAUTHENTICATED');
        await resendVerificationLink(s, viewer.user, loginClient(s, req).address);
        return send(res, 200, { ok: true }, setCookies);
      }
      case 'POST /reset-password': {
        const body = (await readJsonBody(req)) ?? {};
        const signed = await resetPassword(s, text(body, 'token'), text(body, 'password'), loginClient(s, req), ctx.actor);
        return answerSignIn(res, ctx, signed);
      }
      case 'POST /logout':
        if (ctx.session) await s.sessions.revoke(ctx.session.id);
        return send(res, 204, undefined, sessionCookies(s, null));
      case 'POST /shared-link': {
        // Opens a shared link (the /s/{token} page POSTs its token): where it lands, and the session.
        const body = (await readJsonBody(req)) ?? {};
        const opened = await openSharedLink(s, text(body, 'token'), ctx.session, ctx.actor.now);
        const cookies = opened.tokens ? sessionCookies(s, opened.tokens) : setCookies;
        return send(res, 200, { brandSlug: opened.brandSlug, pageSlug: opened.pageSlug }, cookies);
      }
      case 'POST /update-user': {
        // The terms (`termsAccepted: true`) and the account's language (`locale`), the two things a
        // user may change before accepting the terms.
        const body = (await readJsonBody(req)) ?? {};
        if (!viewer) fail('UNAUTHENTICATED');
        if (body.locale === undefined || body.termsAccepted !== undefined) {
          if (body.termsAccepted !== true) fail('TERMS_REQUIRED');
        }
        if (body.locale !== undefined) await changeLocale(s, body.locale, ctx.actor);
        if (body.termsAccepted === true) await acceptTerms(s, ctx.actor);
        const user = (await s.users.byId(viewer.user.id))!;
        return send(res, 200, userJson(user, viewer.session.impersonatorId !== null), setCookies);
      }
      case 'PUT /account/avatar':
      case 'DELETE /account/avatar': {
        if (!viewer) fail('UNAUTHENTICATED');
        if (viewer.user.type === 'user' && !viewer.user.termsAccepted) fail('TERMS_NOT_ACCEPTED');
        if (req.method === 'PUT') await uploadAvatar(s, req, ctx.actor);
        else await removeAvatar(s, ctx.actor);
        const user = (await s.users.byId(viewer.user.id))!;
        return send(res, 200, userJson(user, viewer.session.impersonatorId !== null), setCookies);
      }
      case 'POST /api/new-brand-ai':
        return send(res, 200, await newBrandAi(s, req, res, ctx), setCookies);
      case 'POST /api/example-brand-ai':
        return send(res, 200, await exampleBrandAi(s, req, res, ctx), setCookies);
      case 'POST /api/rewrite-text-ai':
        // Streams its answer (newline-delimited JSON) as the model writes it.
        return rewriteText(s, req, res, ctx);
      case 'GET /api/admin/audit.csv':
      case 'GET /api/admin/audit.json': {
        // Admins only; anyone else finds nothing here, as on a page that does not exist.
        if (!isSiteAdmin(viewer)) fail('NOT_FOUND');
        const format = url.pathname.endsWith('.csv') ? 'csv' : 'json';
        const filter = auditFilter(Object.fromEntries(AUDIT_FILTERS.map((k) => [k, url.searchParams.get(k)])));
        const body = auditExport(await s.users.audit(filter, AUDIT_EXPORT_MAX, 0), format);
        res.writeHead(200, {
          'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="brandtrail-audit.${format}"`,
          'cache-control': 'no-store',
          ...(setCookies.length ? { 'set-cookie': setCookies } : {}),
        });
        return void res.end(body);
      }
      case 'GET /api/account/export.json': {
        const body = await accountExport(s, viewer, ctx.actor.now);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': 'attachment; filename="brandtrail-account.json"',
          'cache-control': 'no-store',
          ...(setCookies.length ? { 'set-cookie': setCookies } : {}),
        });
        return void res.end(body);
      }
      case 'GET /api/download-zip':
      case 'HEAD /api/download-zip':
        // A download element's files as one zip, streamed (pages/downloadZip.ts).
        if (setCookies.length) res.setHeader('set-cookie', setCookies);
        return downloadZip(req, res, url.searchParams, ctx);
      case 'GET /robots.txt':
      case 'HEAD /robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        return void res.end(req.method === 'HEAD' ? undefined : robotsTxt);
      default:
        if (req.method === 'GET' || req.method === 'HEAD') {
          if (setCookies.length) res.setHeader('set-cookie', setCookies);
          if (await routeAvatar(s, url.pathname, res)) return;
          if (await routeTokens(req, res, pathname, ctx)) return;
          // The client's page, answered with the status of what it shows there (pageAnswer.ts), for
          // the address as the browser's router reads it (still percent-encoded).
          const requester = {
            userId: viewer?.user.id ?? null,
            linkIds: ctx.session?.linkIds ?? [],
            admin: isSiteAdmin(viewer),
          };
          return serveStatic(
            pathname,
            res,
            req.method === 'HEAD',
            async () => {
              // The language the client starts in (web/src/i18n/locale.ts: the cookie's; the browser's
              // on the root path only), whose messages the page names.
              const locale = pickLocale(
                parseCookies(req.headers.cookie).i18n_redirected,
                url.pathname === '/' ? req.headers['accept-language'] : undefined,
              );
              const answer = await pageAnswer(services, requester, url.pathname);
              // The screens marked for it are rendered (ssr.ts) for whoever asks: nobody, a shared
              // link's guest or a logged-in user, their queries answered as for them.
              const rendered =
                answer.status !== 200 || req.method === 'HEAD'
                  ? null
                  : await renderPage(
                      services.config.publicUrl + req.url,
                      requestHeaders(req),
                      locale,
                      (id, variables) => graphql.ask(id, variables, ctx),
                      sessionUserJson(ctx),
                    );
              return {
                ...answer,
                // The page starts knowing who is logged in, as POST /login {} would answer it (its
                // cookies were renewed above when they had to be): no round trip before the first screen.
                session: sessionUserJson(ctx),
                locale,
                lang: rendered?.lang ?? locale,
                html: rendered?.html ?? null,
                records: rendered?.records,
              };
            },
            String(req.headers['accept-encoding'] ?? ''),
          );
        }
        return fail('NOT_FOUND');
    }
  }

  /**
   * The answer to a first factor: the user and the session's cookies (the browser's session before,
   * if any, ends), or, with two-factor sign-in on, `{ twoFactor: true }` and the challenge's cookie
   * (POST /login with `code` or `recoveryCode` goes on from there).
   */
  async function answerSignIn(res: ServerResponse, ctx: Context, signed: SignedIn): Promise<void> {
    if (signed.challenge !== undefined) return send(res, 200, { twoFactor: true }, [twoFactorCookie(services, signed.challenge)]);
    if (ctx.session) await services.sessions.revoke(ctx.session.id);
    return send(res, 200, userJson(signed.user, false), logInCookies(services, signed.opened));
  }

  /**
   * Admins act as another user (`_switch_user=<id>`, with the reason in the body); `_exit` returns
   * to the admin's own session (users/impersonation.ts records both on the user's stream).
   */
  async function switchUser(req: IncomingMessage, res: ServerResponse, ctx: Context, target: string): Promise<void> {
    const viewer = ctx.viewer;
    const body = (await readJsonBody(req)) ?? {};
    if (!viewer) fail('UNAUTHENTICATED');
    if (target === '_exit') {
      const { admin, tokens } = await endImpersonation(services, viewer, ctx.actor, loginClient(services, req));
      return send(res, 200, userJson(admin, false), sessionCookies(services, tokens));
    }
    const { user, tokens } = await startImpersonation(
      services,
      viewer,
      target,
      body.reason,
      ctx.actor,
      loginClient(services, req),
    );
    log.info('admin impersonates user', { adminId: viewer.user.id, userId: user.id });
    return send(res, 200, userJson(user, true, viewer.user), sessionCookies(services, tokens));
  }

  const server = http.createServer((req, res) => {
    const cookies = parseCookies(req.headers.cookie);
    const locale = pickLocale(cookies.i18n_redirected, req.headers['accept-language']);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'same-origin');
    res.setHeader('x-frame-options', 'DENY');
    void (async () => {
      try {
        const target = requestUrl(req);
        // Health (/health, /health/ready) needs no session, and must not depend on one.
        if (await routeHealth(req, res, target.url.pathname, readiness, healthDetails)) return;
        // Uploads (multipart, signed) and signed file links need no session: before authenticate.
        if (await routeBlobs(req, res, target.url, services)) return;
        const { viewer, session, setCookies } = await authenticate(services, req);
        // A session that opened shared links reads the brands they reach (asked anew at every read),
        // and readers who are not members read a brand at the version it shows them.
        const ctx: Context = {
          services: withReaderMoments(withSharedReach(services, session?.linkIds ?? [])),
          viewer,
          session,
          actor: actorFor(viewer, locale, req),
          locale,
        };
        await route(req, res, target, ctx, setCookies);
      } catch (error) {
        if (res.destroyed) return; // the client went away mid-request: nobody to answer
        const e = describeError(error, locale);
        // A throttled request (429) says when to come back.
        const wait = error instanceof DomainError ? error.params.wait : undefined;
        if (typeof wait === 'number') res.setHeader('retry-after', String(wait));
        // A body refused before it was read to its end: the connection cannot carry another request.
        if (!req.complete && !res.headersSent) res.setHeader('connection', 'close');
        if (!res.headersSent) send(res, e.status, { message: e.message, code: e.code, status: e.status });
        else res.end();
      }
    })();
  });
  // A request Node's parser refuses (headers past 16 KB, a malformed request line) never reaches the
  // handler: it is answered here, in the same JSON shape (in English: its headers were not read).
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const code = tooLarge ? 'REQUEST_TOO_LARGE' : 'REQUEST_INVALID';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({ message: formatError('en', code, { max: '16 KB of headers' }), code, status });
    const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  // An idle kept-alive connection stays open for 65 s (Node's default is 5 s): longer than the 60 s
  // proxies and load balancers keep theirs, so that they close first, and far from the moment a
  // client that trusts the Keep-Alive hint reuses it (a busy machine's clients lost that race).
  server.keepAliveTimeout = 65_000;
  // Open event streams would hold close() up forever: end them (the browsers reconnect elsewhere).
  const close = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    close(callback);
    graphql.endStreams();
    return server;
  };
  return server;
}
