/**
 * A small HTTP client for tests that keeps cookies like a browser (by name, for one host).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async post(path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
        ...this.headers,
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = decodeURIComponent(pair!.slice(at + 1));
      if (attrs.some((a) => a.trim() === 'Max-Age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: res.headers };
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const res = await this.post('/graphql', { query, variables });
    return res.body as { data?: T; errors?: { message: string; extensions: { code: string; status: number } }[] };
  }
}
