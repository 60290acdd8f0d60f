/** What the VU process and its network thread send each other (see httpWorker.ts). */

export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The request's own cookies (k6's `cookies` param); `replace` drops the jar's cookie of that name. */
  cookies: { name: string; value: string; replace: boolean }[];
  body: string | ArrayBuffer | null;
  redirects: number;
  timeoutMs: number;
  responseType: 'text' | 'binary' | 'none';
}

export interface HttpCall {
  /** The VU instance whose cookie jar the requests use. */
  vu: number;
  /** One request, or a batch's (done at once). */
  requests: HttpRequest[];
}

export interface HttpReply {
  status: number;
  url: string;
  headers: Record<string, string>;
  cookies: Record<
    string,
    {
      name: string;
      value: string;
      domain: string;
      path: string;
      http_only: boolean;
      secure: boolean;
      max_age: number;
      expires: number;
    }[]
  >;
  body: string | ArrayBuffer | null;
  error: string;
  errorCode: number;
  durationMs: number;
}

/** One threshold of the script's options, as evaluated at the end of the run. */
export interface ThresholdResult {
  /** `http_req_duration{name:brandList}` */
  selector: string;
  metric: string;
  expression: string;
  passed: boolean;
  /** The aggregate the expression compared, or why it could not be computed. */
  observed: string;
}

/** What a run of one script under the shim reports (the last line the VU process prints). */
export interface K6Summary {
  /** An error before any iteration: the script would not load, or setup() threw. */
  fatal: string | null;
  /** Each scenario's one iteration (the `default` function when the options name none). */
  iterations: { scenario: string; exec: string; error: string | null; durationMs: number }[];
  teardownError: string | null;
  checks: { name: string; passes: number; fails: number }[];
  /** Requests that k6 counts in http_req_failed (no response, or a status outside 200-399). */
  failedRequests: { method: string; url: string; status: number; error: string }[];
  requests: number;
  thresholds: ThresholdResult[];
}
