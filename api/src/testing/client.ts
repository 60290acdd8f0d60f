/** One Server-Sent Event: its type (`message` when none was given) and its data. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An open event stream, read as a browser's EventSource would (but never reconnecting): `next`
 * resolves with the next event, or null once the stream has ended.
 */
export interface EventStream {
  status: number;
  headers: Headers;
  next(timeoutMs?: number): Promise<ServerSentEvent | null>;
  /** Comment lines (keep-alives) seen so far. */
  readonly comments: number;
  /** Disconnects, like a closed browser tab. */
  close(): void;
}

/**
 * A small HTTP client for tests that keeps cookies like a browser (by name, for one host).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** The Cookie header the client sends (for a request made with `fetch` directly). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = decodeURIComponent(pair!.slice(at + 1));
      if (attrs.some((a) => a.trim() === 'Max-Age=0') || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async post(path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookieHeader(), ...this.headers, ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keepCookies(res);
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: res.headers };
  }

  /**
   * Registers an account and accepts the terms, as a new user does in the product (the server
   * lets a user who has not accepted them do nothing else). `acceptTerms: false` stops after
   * registering; `locale` is the UI's language the browser registers in.
   */
  async signUp(
    email: string,
    password = 'correct horse battery',
    options: { acceptTerms?: boolean; locale?: 'en' | 'de' } = {},
  ): Promise<this> {
    const registered = await this.post('/register', { email, password, ...(options.locale ? { locale: options.locale } : {}) });
    if (registered.status !== 201)
      throw new Error(`POST /register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
    if (options.acceptTerms !== false) {
      const accepted = await this.post('/update-user', { termsAccepted: true });
      if (accepted.status !== 200) throw new Error(`POST /update-user answered ${accepted.status}`);
    }
    return this;
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const res = await this.post('/graphql', { query, variables });
    return res.body as { data?: T; errors?: { message: string; extensions: { code: string; status: number } }[] };
  }

  /** The signed-in user's global id (`viewer { id }`). */
  async viewerId(): Promise<string> {
    const me = await this.graphql<{ viewer: { id: string } }>('{ viewer { id } }');
    if (!me.data?.viewer) throw new Error(`no viewer: ${JSON.stringify(me.errors)}`);
    return me.data.viewer.id;
  }

  /** Creates a brand (`createBrand` with `input`) and answers its global id and slug; throws when it is refused. */
  async createBrand(input: Record<string, unknown>): Promise<{ id: string; slug: string }> {
    const created = await this.graphql<{ createBrand: { brand: { id: string; slug: string } } }>(
      'mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id slug } } }',
      { input },
    );
    if (!created.data) throw new Error(`createBrand failed: ${JSON.stringify(created.errors)}`);
    return created.data.createBrand.brand;
  }

  /**
   * Uploads a file to a brand's library as the browser does: createAsset, the file posted with the
   * returned form, confirmAssetUpload. Answers the asset's global id; throws when a step fails.
   */
  async uploadAsset(brandId: string, name: string, body: Buffer, type: string): Promise<string> {
    const created = await this.graphql<{
      createAsset: {
        asset: { id: string };
        uploadInfo: { action: string; method: string; fields: { name: string; value: string }[] };
      };
    }>(
      `mutation($input: CreateAssetInput!) { createAsset(input: $input) { asset { id } uploadInfo { action method fields { name value } } } }`,
      { input: { brandId, name, byteSize: body.length } },
    );
    if (!created.data) throw new Error(`createAsset failed: ${JSON.stringify(created.errors)}`);
    const { asset, uploadInfo } = created.data.createAsset;
    const form = new FormData();
    for (const f of uploadInfo.fields) form.append(f.name, f.value);
    form.append('file', new Blob([new Uint8Array(body)], { type }), 'file');
    const action = new URL(uploadInfo.action, this.baseUrl);
    const posted = await fetch(this.baseUrl + action.pathname + action.search, { method: uploadInfo.method, body: form });
    if (posted.status !== 204) throw new Error(`the upload form answered ${posted.status}`);
    const confirmed = await this.graphql(
      `mutation($input: ConfirmAssetUploadInput!) { confirmAssetUpload(input: $input) { asset { id } } }`,
      { input: { id: asset.id } },
    );
    if (confirmed.errors) throw new Error(`confirmAssetUpload failed: ${JSON.stringify(confirmed.errors)}`);
    return asset.id;
  }

  /** Opens an event stream: GET by default (as EventSource does), or POST with a JSON body. */
  async events(
    path: string,
    request: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<EventStream> {
    const abort = new AbortController();
    request.signal?.addEventListener('abort', () => abort.abort(), { once: true });
    const res = await fetch(this.baseUrl + path, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'text/event-stream',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: this.cookieHeader(),
        ...this.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: abort.signal,
    });
    this.keepCookies(res);
    const queue: (ServerSentEvent | null)[] = [];
    const waiting: ((event: ServerSentEvent | null) => void)[] = [];
    let comments = 0;
    const push = (event: ServerSentEvent | null) => {
      const wake = waiting.shift();
      if (wake) wake(event);
      else queue.push(event);
    };
    void (async () => {
      let buffer = '';
      try {
        for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments++;
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
            }
            if (data.length) push({ event, data: data.join('\n') });
          }
        }
      } catch {
        // disconnected
      }
      push(null);
    })();
    return {
      status: res.status,
      headers: res.headers,
      get comments() {
        return comments;
      },
      next(timeoutMs = 5000) {
        if (queue.length) return Promise.resolve(queue.shift()!);
        return new Promise<ServerSentEvent | null>((resolve, reject) => {
          const wake = (event: ServerSentEvent | null) => {
            clearTimeout(timer);
            resolve(event);
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(wake), 1);
            reject(new Error(`no event within ${timeoutMs} ms`));
          }, timeoutMs);
          waiting.push(wake);
        });
      },
      close() {
        abort.abort();
      },
    };
  }
}
