import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AI_BRAND_TEXT_MAX,
  AI_LOGO_PREVIEW_MAX,
  AI_LOGOS_MAX,
  aiBrandTextFields,
  checkBrandName,
  checkFonts,
  COLOR_LABEL_MAX,
  COLORS_MAX,
  cutText,
  defaultColorName,
  fail,
  FONT_NAME_MAX,
  FONTS_MAX,
  NAME_MAX,
  normaliseHex,
  TEXT_MAX,
  type AiBrandTexts,
  type AiLanguage,
  type BrandColor,
} from '@brandtrail/domain';
import { completeChat, jsonObjectIn, log, type ChatMessage, type ChatResult } from '@brandtrail/infra';
import { requireAccess } from '../access/policy';
import { createBrand, updateBrand } from '../brands/commands';
import { describeError } from '../errors';
import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/relay';
import { readJsonBody } from '../http/input';
import { addPagesFromAiBrand } from '../pages/starterPages';
import type { Services } from '../services';
import { refuseWhileWaiting } from '../users/accounts';
import type { SlowDown } from '../users/throttle';
import { brandUuid, languageName, requestLanguage, requireViewer, textField } from './rewrite';

/**
 * AI brand creation (spec 5, 7): `POST /api/new-brand-ai` writes the texts of a new brand's starter
 * pages from what the wizard knows (name, kit colours and fonts, logo previews, bio, USP), for the
 * person to review before `addPagesFromAiBrand` makes the pages; `POST /api/example-brand-ai`
 * invents a whole example brand and makes it, with its pages, for the caller.
 *
 * Both follow the rewrite route (rewrite.ts): the body's fields are checked (type, length: the
 * domain's limits in `domain/src/ai.ts` and the brand's) before anything is looked up, with a
 * translated 400; the policy decides who may (`editContent` on the brand: strangers get
 * BRAND_NOT_FOUND as for a brand that does not exist, viewers FORBIDDEN); AI_NOT_CONFIGURED without
 * a model server; limits per person and per brand in the throttle table; every request is a row of
 * `ai_usage`, however it ends. The model is asked for one JSON object (`response_format:
 * json_object` where the server takes it) and its answer is read whole (`completeChat`): a code
 * fence or prose around the object is tolerated, an answer without a readable object, or without
 * any text, is AI_FAILED. A client that goes away aborts the model's request.
 */

/** Per person: 10 brands' texts at once, then one every 20 s. */
export const NEW_BRAND_USER_SLOWDOWN: SlowDown = { free: 10, firstDelayMs: 20_000, maxDelayMs: 20_000, forgetMs: 20_000 };
/** Per brand: 10 at once, then one every 20 s (the texts are asked for once or twice per brand). */
export const NEW_BRAND_BRAND_SLOWDOWN: SlowDown = { free: 10, firstDelayMs: 20_000, maxDelayMs: 20_000, forgetMs: 20_000 };
/** Per person: 5 example brands at once, then one a minute (each is a brand with five pages). */
export const EXAMPLE_BRAND_USER_SLOWDOWN: SlowDown = { free: 5, firstDelayMs: 60_000, maxDelayMs: 60_000, forgetMs: 60_000 };

export const newBrandThrottleKeys = (userId: string, brandId: string) => [
  { key: `ai-new-brand-user:${userId}`, rule: NEW_BRAND_USER_SLOWDOWN },
  { key: `ai-new-brand-brand:${brandId}`, rule: NEW_BRAND_BRAND_SLOWDOWN },
];
export const exampleBrandThrottleKeys = (userId: string) => [
  { key: `ai-example-brand-user:${userId}`, rule: EXAMPLE_BRAND_USER_SLOWDOWN },
];

/** A colour as the wizard sends it (spec 5): hex without '#', upper-case, with its RGB and CMYK. */
export interface NewBrandColor {
  hex: string;
  label: string;
  rgb: { r: number; g: number; b: number };
  cmyk: { c: number; m: number; y: number; k: number };
}

export interface NewBrandRequest {
  /** The brand's UUID. */
  brandId: string;
  name: string;
  colors: NewBrandColor[];
  fonts: string[];
  /** Logo preview addresses (the model is told how many; it sees no image). */
  logos: string[];
  bio: string;
  usp: string;
  language: AiLanguage;
}

/** The answer of new-brand-ai (spec 7). */
export interface NewBrandAnswer extends AiBrandTexts {
  colorNames: string[];
  language: AiLanguage;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number within bounds, else REQUEST_INVALID. */
const whole = (value: unknown, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : fail('REQUEST_INVALID');

/** A list field: missing or null is empty, another type REQUEST_INVALID. */
function listField(body: Record<string, unknown>, field: string): unknown[] {
  const value = body[field];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : fail('REQUEST_INVALID');
}

/**
 * A colour of the request: `hex` exactly six upper-case hex digits without '#' (COLOR_INVALID
 * otherwise, spec 5), `rgb` {r, g, b} 0 to 255 and `cmyk` {c, m, y, k} 0 to 100 present (spec 5;
 * REQUEST_INVALID otherwise), and an optional label. The server works from the hex.
 */
function parseColor(value: unknown): NewBrandColor {
  if (!isObject(value) || typeof value.hex !== 'string') fail('REQUEST_INVALID');
  const hex = value.hex;
  if (!/^[0-9A-F]{6}$/.test(hex)) fail('COLOR_INVALID', { hex: hex.slice(0, 20) });
  const { rgb, cmyk } = value;
  if (!isObject(rgb) || !isObject(cmyk)) fail('REQUEST_INVALID');
  const label = value.label ?? value.name ?? '';
  if (typeof label !== 'string') fail('REQUEST_INVALID');
  if (label.trim().length > COLOR_LABEL_MAX) fail('COLOR_LABEL_TOO_LONG', { max: COLOR_LABEL_MAX });
  return {
    hex,
    label: label.trim(),
    rgb: { r: whole(rgb.r, 255), g: whole(rgb.g, 255), b: whole(rgb.b, 255) },
    cmyk: { c: whole(cmyk.c, 100), m: whole(cmyk.m, 100), y: whole(cmyk.y, 100), k: whole(cmyk.k, 100) },
  };
}

/** The request's fields, checked before anything is looked up; each refusal a translated 400. */
export function parseNewBrandRequest(body: Record<string, unknown>, locale: Context['locale']): NewBrandRequest {
  if (typeof body.brandId !== 'string') fail('REQUEST_INVALID');
  const brandId = brandUuid(body.brandId);
  const name = checkBrandName(textField(body, 'name', NAME_MAX));
  const colors = listField(body, 'colors');
  if (colors.length > COLORS_MAX) fail('TOO_MANY_COLORS', { max: COLORS_MAX });
  const fonts = listField(body, 'fonts').map((f) => (isObject(f) ? f.name : f));
  if (fonts.length > FONTS_MAX) fail('TOO_MANY_FONTS', { max: FONTS_MAX });
  if (!fonts.every((f): f is string => typeof f === 'string')) fail('REQUEST_INVALID');
  const logos = listField(body, 'logos').map((l) => (isObject(l) ? l.preview : l));
  if (logos.length > AI_LOGOS_MAX) fail('REQUEST_INVALID');
  for (const logo of logos) {
    if (typeof logo !== 'string') fail('REQUEST_INVALID');
    if (logo.length > AI_LOGO_PREVIEW_MAX) fail('TEXT_TOO_LONG', { field: 'logos', max: AI_LOGO_PREVIEW_MAX });
  }
  return {
    brandId,
    name,
    colors: colors.map(parseColor),
    fonts: checkFonts(fonts).map((f) => f.name),
    logos: logos as string[],
    bio: textField(body, 'bio', TEXT_MAX),
    usp: textField(body, 'usp', TEXT_MAX),
    language: requestLanguage(textField(body, 'language', 20), locale),
  };
}

const quote = (value: string) => `"""${value}"""`;

/** What each text is about, for the model (the keys are the answer's). */
const textBriefs: Record<keyof AiBrandTexts, string> = {
  textLogo: 'how the logo is used: its meaning, clear space, minimum size, what not to do',
  textColors: 'the colour palette: the mood of the colours and how to use them together',
  textFonts: 'the typography: which font is used for what, and the tone it sets',
  textEssence: "the brand's essence: its purpose, promise and values",
  textPersonality: "the brand's personality and voice: how it speaks and how it does not",
};

/** The rules of the JSON answer, shared by both requests. */
function answerRules(language: AiLanguage): string[] {
  return [
    'Answer with one JSON object only: no Markdown, no code fence, no comments.',
    ...aiBrandTextFields.map((field) => `- "${field}": ${textBriefs[field]}.`),
    `Each text is plain text of one to three short paragraphs (separated by a blank line), at most ${AI_BRAND_TEXT_MAX} characters, without Markdown.`,
    `Write every text and name in ${languageName[language]}.`,
    ...(language === 'de' ? ['Address the reader formally ("Sie").'] : []),
  ];
}

/** The chat for new-brand-ai: the task and the answer's shape in the system message, the brand in the user's. */
export function newBrandMessages(request: NewBrandRequest): ChatMessage[] {
  const system = [
    'You are a brand strategist. You write the first texts of a brand guide for the brand described.',
    ...answerRules(request.language),
    `- "colorNames": an array with one short, evocative name per colour (at most ${COLOR_LABEL_MAX} characters), in the order given.`,
  ].join('\n');
  const colors = request.colors.map(
    (c, i) =>
      `${i + 1}. #${c.hex} (RGB ${c.rgb.r}/${c.rgb.g}/${c.rgb.b}, CMYK ${c.cmyk.c}/${c.cmyk.m}/${c.cmyk.y}/${c.cmyk.k})${c.label ? ` named ${JSON.stringify(c.label)}` : ''}`,
  );
  const user = [
    `Brand name: ${JSON.stringify(request.name)}`,
    request.bio.trim() && `About the brand: ${quote(request.bio.trim())}`,
    request.usp.trim() && `What sets the brand apart: ${quote(request.usp.trim())}`,
    colors.length ? `Colours:\n${colors.join('\n')}` : 'Colours: none chosen yet (colorNames is then an empty array).',
    request.fonts.length ? `Fonts: ${request.fonts.map((f) => JSON.stringify(f)).join(', ')}` : 'Fonts: none chosen yet.',
    request.logos.length ? 'The brand has a logo.' : 'The brand has no logo yet.',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** A text of the answer: a string trimmed and cut to `max` (never inside a surrogate pair), anything else empty. */
const answerText = (value: unknown, max: number): string => (typeof value === 'string' ? cutText(value.trim(), max) : '');

/** The answer's texts; none at all is AI_FAILED. */
export function brandTextsOf(answer: Record<string, unknown>): AiBrandTexts {
  const texts = Object.fromEntries(aiBrandTextFields.map((f) => [f, answerText(answer[f], AI_BRAND_TEXT_MAX)])) as AiBrandTexts;
  if (!aiBrandTextFields.some((f) => texts[f])) fail('AI_FAILED');
  return texts;
}

/** A name per colour: the model's (a string, or an object's name or label), else 'Color N' in the language. */
export function colorNamesOf(value: unknown, count: number, language: AiLanguage): string[] {
  const given = Array.isArray(value) ? value : [];
  return Array.from({ length: count }, (_, i) => {
    const raw: unknown = given[i];
    const name = isObject(raw) ? (raw.name ?? raw.label) : raw;
    return answerText(name, COLOR_LABEL_MAX) || defaultColorName(i + 1, language);
  });
}

/** The answer's texts read from a completed chat (AI_FAILED when it holds no readable object). */
function answerObject(result: ChatResult): Record<string, unknown> {
  return jsonObjectIn(result.text) ?? fail('AI_FAILED');
}

/** The most tokens an answer may have: five texts and the names, with room. */
const BRAND_MAX_TOKENS = 3000;

/** A request to the model: for whom (`viewer`: the signed-in person), and which feature it records. */
interface AiRun {
  s: Services;
  ctx: Context;
  viewer: ReturnType<typeof requireViewer>;
  feature: 'new-brand' | 'example-brand';
}

/**
 * Asks the model, aborting it when the client goes away, and records the request in `ai_usage`
 * however it ends (`brandId`: the brand it is for; an example brand's is known once it is made, and a
 * failed example is recorded without one; the input is the user message, `messages[1]`).
 */
async function runChat<T>(
  run: AiRun,
  res: ServerResponse,
  messages: ChatMessage[],
  use: (result: ChatResult) => Promise<{ answer: T; brandId: string | null; outputChars: number }>,
  brandId: string | null,
): Promise<T> {
  const { s, ctx, viewer } = run;
  const started = performance.now();
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('the client closed the request'));
  });
  let result: ChatResult | undefined;
  let outcome: 'success' | 'error' | 'cancelled' = 'error';
  let errorCode: string | null = null;
  let usedBrand = brandId;
  let outputChars = 0;
  try {
    result = await completeChat(s.ai, {
      messages,
      maxTokens: BRAND_MAX_TOKENS,
      temperature: 0.7,
      json: true,
      signal: controller.signal,
    });
    const used = await use(result);
    usedBrand = used.brandId;
    outputChars = used.outputChars;
    outcome = 'success';
    return used.answer;
  } catch (error) {
    if (controller.signal.aborted) outcome = 'cancelled';
    else errorCode = describeError(error, ctx.locale).code;
    throw error;
  } finally {
    await s.aiUsage
      .record({
        at: ctx.actor.now,
        feature: run.feature,
        userId: viewer.user.id,
        impersonatorId: viewer.session.impersonatorId,
        brandId: usedBrand,
        model: s.ai.model,
        outcome,
        errorCode,
        inputChars: messages[1]!.content.length,
        outputChars: outputChars || (result?.text.length ?? 0),
        promptTokens: result?.usage?.promptTokens ?? null,
        completionTokens: result?.usage?.completionTokens ?? null,
        durationMs: performance.now() - started,
      })
      .catch((error: unknown) => log.error('AI usage could not be recorded', { error }));
  }
}

/** The signed-in person who accepted the terms, or the error. */
/** `POST /api/new-brand-ai`: answers {colorNames, textLogo, textColors, textFonts, textEssence, textPersonality, language}. */
export async function newBrandAi(s: Services, req: IncomingMessage, res: ServerResponse, ctx: Context): Promise<NewBrandAnswer> {
  const viewer = requireViewer(ctx);
  const request = parseNewBrandRequest((await readJsonBody(req)) ?? {}, ctx.locale);
  await requireAccess(s, request.brandId, ctx.actor, 'editContent', 'BRAND_NOT_FOUND');
  if (!s.ai.available) fail('AI_NOT_CONFIGURED');
  refuseWhileWaiting(await s.throttle.take(newBrandThrottleKeys(viewer.user.id, request.brandId)), 'TOO_MANY_REQUESTS');
  return runChat(
    { s, ctx, viewer, feature: 'new-brand' },
    res,
    newBrandMessages(request),
    async (result) => {
      const object = answerObject(result);
      const answer: NewBrandAnswer = {
        colorNames: colorNamesOf(object.colorNames, request.colors.length, request.language),
        ...brandTextsOf(object),
        language: request.language,
      };
      return { answer, brandId: request.brandId, outputChars: result.text.length };
    },
    request.brandId,
  );
}

/** The example brand the model invents, as the server makes it. */
export interface ExampleBrand extends AiBrandTexts {
  name: string;
  bio: string;
  usp: string;
  colors: BrandColor[];
  fonts: string[];
}

/** The model's example brand, made safe: a name is required (else AI_FAILED); the rest is cut to the limits or left out. */
export function exampleBrandOf(object: Record<string, unknown>, language: AiLanguage): ExampleBrand {
  const name = answerText(object.name, NAME_MAX);
  if (!name) fail('AI_FAILED');
  const rawColors = Array.isArray(object.colors) ? object.colors : [];
  const colors: BrandColor[] = [];
  for (const raw of rawColors) {
    const hex = typeof raw === 'string' ? raw : isObject(raw) && typeof raw.hex === 'string' ? raw.hex : '';
    const normal = normaliseHex(hex);
    if (!normal || colors.length >= COLORS_MAX) continue;
    const label = isObject(raw) ? answerText(raw.name ?? raw.label, COLOR_LABEL_MAX) : '';
    colors.push({ hex: normal, label: label || defaultColorName(colors.length + 1, language) });
  }
  const fonts: string[] = [];
  for (const raw of Array.isArray(object.fonts) ? object.fonts : []) {
    const font = answerText(isObject(raw) ? raw.name : raw, FONT_NAME_MAX).replace(/\s+/g, ' ');
    if (font && fonts.length < FONTS_MAX && !fonts.some((f) => f.toLowerCase() === font.toLowerCase())) fonts.push(font);
  }
  return {
    name,
    bio: answerText(object.bio, TEXT_MAX),
    usp: answerText(object.usp, TEXT_MAX),
    colors,
    fonts,
    ...brandTextsOf(object),
  };
}

/** The chat for example-brand-ai. */
export function exampleBrandMessages(language: AiLanguage): ChatMessage[] {
  const system = [
    'You are a brand strategist. Invent a plausible, fictional small business brand as an example for a brand guide, and write its first texts.',
    ...answerRules(language),
    `- "name": the brand's name (at most ${NAME_MAX} characters).`,
    `- "bio": two sentences about the business. "usp": one sentence on what sets it apart.`,
    `- "colors": 3 to 5 colours, each {"hex": six hex digits, "name": a short name}.`,
    '- "fonts": 1 or 2 font family names available from Google Fonts.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Invent the example brand now, in ${languageName[language]}.` },
  ];
}

/**
 * `POST /api/example-brand-ai` ({language}): the model invents an example brand; the server creates
 * it for the caller (createBrand, then its bio and USP), makes its starter pages
 * (addPagesFromAiBrand) and answers {id, slug}. Limits per person; usage is recorded against the
 * new brand (nothing when no brand was made).
 */
export async function exampleBrandAi(
  s: Services,
  req: IncomingMessage,
  res: ServerResponse,
  ctx: Context,
): Promise<{ id: string; slug: string }> {
  const viewer = requireViewer(ctx);
  const body = (await readJsonBody(req)) ?? {};
  const language = requestLanguage(textField(body, 'language', 20), ctx.locale);
  if (!s.ai.available) fail('AI_NOT_CONFIGURED');
  refuseWhileWaiting(await s.throttle.take(exampleBrandThrottleKeys(viewer.user.id)), 'TOO_MANY_REQUESTS');
  return runChat(
    { s, ctx, viewer, feature: 'example-brand' },
    res,
    exampleBrandMessages(language),
    async (result) => {
      const example = exampleBrandOf(answerObject(result), language);
      const created = await createBrand(s, { name: example.name, colors: example.colors, fonts: example.fonts }, ctx.actor);
      if (example.bio || example.usp) await updateBrand(s, created.id, { bio: example.bio, usp: example.usp }, ctx.actor);
      await addPagesFromAiBrand(s, created.id, { ...example, language }, ctx.actor);
      return {
        answer: { id: toGlobalId('Brand', created.id), slug: created.state.slug },
        brandId: created.id,
        outputChars: result.text.length,
      };
    },
    null,
  );
}
