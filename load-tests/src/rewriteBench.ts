import { startAiStandIn, textAnswer, type AiStandIn } from '@brandtrail/infra';
import { startAppChild, type ChildServer } from './child';
import { childEnv, graphql, postJson, registerUser } from './httpBench';
import { CREATE_BRAND_MUTATION } from './queries';
import { fmt, median, type Figure } from './report';

/**
 * Figure 20 (issue 17): the first streamed word of a rewrite reaches the editor within 50 ms of
 * the model server's own first chunk. The model server is the OpenAI-compatible stand-in in the
 * bench process, answering every request alike: its role chunk at once, the first word after
 * MODEL_FIRST_WORD_MS (a model's time to its first token), then a word every 20 ms. The product
 * (benchServer.ts in a child process, AI_BASE_URL at the stand-in) gets an owner and a brand;
 * then, alternating, a raw fetch client posts a chat completion straight to the stand-in and reads
 * its Server-Sent Events until the first chunk with text (the baseline), and the same client posts
 * `POST /api/rewrite-text-ai` to the product and reads its lines until the first `partial` (the
 * value), each timed from the request's start. Medians of RUNS each after one warm-up of both.
 */

type Say = (text: string) => void;

const RUNS = 20;
/** What the stand-in waits before its first word, as a model does before its first token. */
const MODEL_FIRST_WORD_MS = 150;
const WORDS = ['Our ', 'colours ', 'stay ', 'with ', 'you, ', 'wherever ', 'you ', 'go.'];

/** Reads a streamed body until `done` says its text so far holds the first word; answers the time since `started`. */
async function untilFirst(response: Response, started: number, done: (text: string) => boolean): Promise<number> {
  if (!response.ok || !response.body) throw new Error(`answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) throw new Error(`the stream ended before its first word: ${text.slice(0, 300)}`);
      text += decoder.decode(value, { stream: true });
      if (done(text)) return performance.now() - started;
    }
  } finally {
    // The rest of the answer is not measured: the request is closed (a cancel, for both sides).
    await reader.cancel().catch(() => undefined);
  }
}

/** The first chunk with text, as a raw client of the model server sees it. */
async function rawFirstWord(standIn: AiStandIn): Promise<number> {
  const started = performance.now();
  const response = await postJson(`${standIn.url}/chat/completions`, {
    model: 'stand-in',
    stream: true,
    messages: [{ role: 'user', content: 'Rewrite: our colours are fixed.' }],
  });
  return untilFirst(response, started, (text) => /"content":"[^"]/.test(text));
}

/** The first `partial` line of a rewrite, as the editor sees it. */
async function productFirstWord(app: ChildServer, cookie: string, brandId: string): Promise<number> {
  const started = performance.now();
  const response = await postJson(
    `${app.url}/api/rewrite-text-ai`,
    {
      brandId,
      prompt: 'Make the text friendlier and warmer.',
      preText: 'Welcome. ',
      text: 'Our colours are fixed.',
      postText: '',
      neighborContext: '',
      language: 'en',
      elementType: 'text',
      elementContext: 'page "Voice"',
    },
    cookie,
  );
  return untilFirst(response, started, (text) => text.includes('"type":"partial"'));
}

export async function rewriteFigures(say: Say): Promise<Figure> {
  const standIn = await startAiStandIn({
    respond: () => textAnswer(WORDS, { firstWaitMs: MODEL_FIRST_WORD_MS, waitMs: 20 }),
  });
  let app: ChildServer | undefined;
  try {
    app = await startAppChild(childEnv({ AI_BASE_URL: standIn.url, AI_MODEL: 'stand-in' }));
    const { cookie } = await registerUser(app.url);
    const created = (await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: 'Bench Rewrite' })).json.data as {
      createBrand: { brand: { id: string } };
    };
    const brandId = created.createBrand.brand.id;
    // One warm-up of each, not counted (the first request loads the route's modules and the brand).
    await rawFirstWord(standIn);
    await productFirstWord(app, cookie, brandId);
    const raw: number[] = [];
    const product: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      raw.push(await rawFirstWord(standIn));
      product.push(await productFirstWord(app, cookie, brandId));
    }
    const value = median(product);
    const baseline = median(raw);
    say(
      `stand-in first word after ${MODEL_FIRST_WORD_MS} ms; raw client ${raw.map((t) => fmt(t)).join(', ')} ms; ` +
        `rewrite ${product.map((t) => fmt(t)).join(', ')} ms; median difference ${fmt(value - baseline, 1)} ms`,
    );
    return {
      figure: `20. first streamed word of a rewrite (median of ${RUNS})`,
      value,
      unit: 'ms',
      baseline: "the model server's first word to a raw fetch client, same run",
      baselineValue: baseline,
      target: 'value <= baseline + 50 ms',
      pass: value <= baseline + 50,
    };
  } finally {
    await app?.stop().catch(() => undefined);
    await standIn.close();
  }
}
