import { Secret, TOTP } from 'otpauth';
import { startAppChild, type ChildServer } from './child';
import { BENCH_PASSWORD, childEnv, graphql, postJson, registerUser } from './httpBench';
import { fmt, median, type Figure } from './report';

/**
 * Figure 23 (issue 28): log-in with two-factor sign-in. The product (benchServer.ts in a child
 * process) gets USERS accounts with two-factor sign-in set up through the API (beginTwoFactor, and
 * enableTwoFactor with the code an app would show) and USERS without. Over loopback, each account
 * logs in once: the ones with it send the password (answered with a challenge) and then the app's
 * next code, whose request is the figure; the ones without send the password, whose request is the
 * baseline (a whole log-in, argon2 included). Medians of USERS requests each.
 */

type Say = (text: string) => void;

const USERS = 40;
const BEGIN = `mutation { beginTwoFactor(input: {}) { setup { secret } } }`;
const ENABLE = `mutation($input: EnableTwoFactorInput!) { enableTwoFactor(input: $input) { recoveryCodes } }`;

const appFor = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

async function timed(run: () => Promise<Response>, expect: number): Promise<{ ms: number; response: Response }> {
  const started = performance.now();
  const response = await run();
  const ms = performance.now() - started;
  if (response.status !== expect) throw new Error(`answered ${response.status}: ${await response.text()}`);
  return { ms, response };
}

export async function twoFactorFigures(say: Say): Promise<Figure> {
  let app: ChildServer | undefined;
  try {
    app = await startAppChild(childEnv());
    const url = app.url;
    const withTwoFactor: { email: string; secret: string }[] = [];
    const without: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await registerUser(url);
      const begun = await graphql(url, user.cookie, BEGIN);
      const secret = (begun.json.data as { beginTwoFactor: { setup: { secret: string } } }).beginTwoFactor.setup.secret;
      await graphql(url, user.cookie, ENABLE, { input: { code: appFor(secret).generate() } });
      withTwoFactor.push({ email: user.email, secret });
      without.push((await registerUser(url)).email);
    }
    say(`${USERS} accounts with two-factor sign-in and ${USERS} without, registered through the API`);
    const second: number[] = [];
    const passwordOnly: number[] = [];
    for (let i = 0; i < USERS; i++) {
      const { email, secret } = withTwoFactor[i]!;
      const first = await timed(() => postJson(`${url}/login`, { email, password: BENCH_PASSWORD }), 200);
      const challenge = first.response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith('auth._2fa='));
      if (!challenge) throw new Error('the password answered no two-factor challenge');
      // The step after the one the setup used (each code works once).
      const code = appFor(secret).generate({ timestamp: Date.now() + 30_000 });
      second.push((await timed(() => postJson(`${url}/login`, { code }, challenge), 200)).ms);
      passwordOnly.push((await timed(() => postJson(`${url}/login`, { email: without[i], password: BENCH_PASSWORD }), 200)).ms);
    }
    const value = median(second);
    const baselineValue = median(passwordOnly);
    say(`second step: median ${fmt(value, 1)} ms; a log-in with the password alone: median ${fmt(baselineValue, 1)} ms`);
    return {
      figure: '23. log-in with two-factor: the second step (code), median over loopback',
      value,
      unit: 'ms',
      baseline: 'a log-in with the password alone (argon2 included), median',
      baselineValue,
      target: 'value <= 20 ms',
      pass: value <= 20,
    };
  } finally {
    await app?.stop().catch(() => undefined);
  }
}
