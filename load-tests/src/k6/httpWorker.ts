import { type MessagePort, workerData } from 'node:worker_threads';
import { Cookie, CookieJar } from 'tough-cookie';
import type { HttpReply, HttpRequest, HttpCall } from './protocol';

/**
 * The shim's network thread. The scenario runs on the VU process's main thread and cannot wait for
 * a promise (k6's HTTP calls return their response); it posts each call here and blocks on
 * `Atomics.wait` until this thread has done the requests with `fetch` and answered. Each VU
 * instance (the setup/teardown one, and one per scenario) has its own cookie jar here, as each k6
 * VU has; redirects are followed here so that cookies set on the way land in the jar.
 */
const { port, signal } = workerData as { port: MessagePort; signal: SharedArrayBuffer };
const flag = new Int32Array(signal);
const jars = new Map<number, CookieJar>();

const jarOf = (vu: number) => {
  let jar = jars.get(vu);
  if (!jar) jars.set(vu, (jar = new CookieJar()));
  return jar;
};

/** Go's canonical header form, as k6 shows response headers: `content-type` -> `Content-Type`. */
const canonical = (name: string) =>
  name.toLowerCase().replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** k6's Response.cookies entry (snake_case fields, as k6 maps Go's). */
function responseCookie(cookie: Cookie) {
  return {
    name: cookie.key,
    value: cookie.value,
    domain: cookie.domain ?? '',
    path: cookie.path ?? '',
    http_only: cookie.httpOnly,
    secure: cookie.secure,
    max_age: typeof cookie.maxAge === 'number' ? cookie.maxAge : 0,
    expires: cookie.expires instanceof Date ? cookie.expires.getTime() : 0,
  };
}

/** The Cookie header: the jar's cookies for the URL, with the request's own (k6's `cookies` param). */
function cookieHeader(jar: CookieJar, url: string, own: HttpRequest['cookies']): string {
  const fromJar = jar.getCookiesSync(url).filter((c) => !own.some((o) => o.replace && o.name === c.key));
  return [...fromJar.map((c) => `${c.key}=${c.value}`), ...own.map((o) => `${o.name}=${o.value}`)].join('; ');
}

async function perform(vu: number, request: HttpRequest): Promise<HttpReply> {
  const jar = jarOf(vu);
  const started = performance.now();
  let { method, url, body } = request;
  let redirectsLeft = request.redirects;
  const cookies: Record<string, ReturnType<typeof responseCookie>[]> = {};
  try {
    for (;;) {
      const headers = new Headers(request.headers);
      const cookie = cookieHeader(jar, url, request.cookies);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(url, {
        method,
        headers,
        // Bytes, not a string: fetch would add a text/plain Content-Type that k6 does not send.
        body: typeof body === 'string' ? new TextEncoder().encode(body) : (body ?? undefined),
        redirect: 'manual',
        signal: AbortSignal.timeout(request.timeoutMs),
      });
      for (const line of response.headers.getSetCookie()) {
        jar.setCookieSync(line, url, { ignoreError: true });
        const parsed = Cookie.parse(line);
        if (parsed) (cookies[parsed.key] ??= []).push(responseCookie(parsed));
      }
      const location = response.headers.get('location');
      if ([301, 302, 303, 307, 308].includes(response.status) && location && redirectsLeft > 0) {
        await response.body?.cancel();
        redirectsLeft--;
        url = new URL(location, url).toString();
        // As Go's client (and so k6) does: 303, and 301/302 after a POST, go on as a GET without the body.
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = null;
        }
        continue;
      }
      const bytes = request.responseType === 'none' ? null : await response.arrayBuffer();
      if (request.responseType === 'none') await response.body?.cancel();
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[canonical(name)] = value;
      });
      const setCookies = response.headers.getSetCookie();
      if (setCookies.length) responseHeaders['Set-Cookie'] = setCookies.join(', ');
      return {
        status: response.status,
        url,
        headers: responseHeaders,
        cookies,
        body: bytes === null ? null : request.responseType === 'binary' ? bytes : new TextDecoder().decode(bytes),
        error: '',
        errorCode: 0,
        durationMs: performance.now() - started,
      };
    }
  } catch (error) {
    const message = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    // k6 answers a request that got no response with status 0 and the error; it does not throw.
    return {
      status: 0,
      url,
      headers: {},
      cookies,
      body: null,
      error: message,
      errorCode: 1000,
      durationMs: performance.now() - started,
    };
  }
}

port.on('message', (call: HttpCall) => {
  void Promise.all(call.requests.map((r) => perform(call.vu, r))).then((replies) => {
    port.postMessage(replies);
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
});

// Ready: the VU process waits for this before its first call.
Atomics.store(flag, 0, 1);
Atomics.notify(flag, 0);
