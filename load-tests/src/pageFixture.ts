import { startAppChild, type ChildServer } from './child';
import { childEnv, graphql, registerUser } from './httpBench';
import {
  CREATE_BRAND_MUTATION,
  CREATE_ELEMENT_MUTATION,
  CREATE_PAGE_MUTATION,
  UPDATE_BRAND_MUTATION,
  UPDATE_ELEMENT_MUTATION,
} from './queries';
import { fmt } from './report';
import { contextCookies } from './seededBrands';

/**
 * Figures 8–10 share one product (benchServer.ts in a child process: api, projections and workers
 * on PGlite in a fresh directory, serving the built web client) and one public brand with two
 * pages built through the API as an owner would: one of 10 elements and one of 200 with the same
 * mix of element types, so that the 10-element page is a fair baseline for the 200-element one.
 */

export interface BenchPage {
  slug: string;
  /** The page's global id. */
  id: string;
  elements: number;
  /** Element ids of the page's text elements (figure 10 types into them). */
  textIds: string[];
}

export interface PageFixture {
  app: ChildServer;
  url: string;
  /** The owner's session: a Cookie header, and its token (for the app's in-process profile). */
  cookie: string;
  token: string;
  brandSlug: string;
  /** The brand's global id (figure 10d's rewrite names it). */
  brandId: string;
  small: BenchPage;
  large: BenchPage;
  stop(): Promise<void>;
}

const WORDS = (
  'our colours carry the brand across print screen and signage so every team uses the same ' +
  'values keep the primary blue for headlines and calls to action pair it with warm grey for body ' +
  'copy and leave generous white space around the logo never stretch recolour or rotate it'
).split(' ');

/** A paragraph of rich text as ProseMirror's toJSON gives it: plain runs with bold, italic and a link. */
function paragraph(seed: number, words = 45): string {
  const pick = (i: number) => WORDS[(seed * 7 + i * 3) % WORDS.length]!;
  const run = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => pick(from + i)).join(' ') + (to < words ? ' ' : '.');
  const third = Math.floor(words / 3);
  const doc = {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: run(0, third).replace(/^./, (c) => c.toUpperCase()) },
          { type: 'text', marks: [{ type: 'bold' }], text: run(third, third + 4) },
          { type: 'text', text: run(third + 4, 2 * third) },
          { type: 'text', marks: [{ type: 'italic' }], text: run(2 * third, 2 * third + 3) },
          {
            type: 'text',
            marks: [{ type: 'link', attrs: { href: `https://example.com/guide/${seed}` } }],
            text: run(2 * third + 3, 2 * third + 6),
          },
          { type: 'text', text: run(2 * third + 6, words) },
        ],
      },
    ],
  };
  return JSON.stringify(doc);
}

const headline = (text: string) =>
  JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

const hex = (seed: number) => ((seed * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6).toUpperCase();

/** What one element gets after its create: its type and the content an owner would give it. */
interface Planned {
  type: 'headline' | 'text' | 'color' | 'navigation' | 'hyperlink' | 'spacer' | 'link';
  content: (refs: { sectionColor: string; otherPageColor: string | null }) => Record<string, unknown> | null;
}

/**
 * A section of ten elements, as a guidelines page is written: a headline over a row band, text,
 * two colours side by side (one single, one palette), text in a colour element's colour beside a
 * button link, a link element showing a colour (of this page, or of the other page), text and a
 * spacer line. The first section has the page's navigation in place of its last text.
 */
function section(s: number, first: boolean): Planned[] {
  return [
    {
      type: 'headline',
      content: () => ({
        text: headline(`Section ${s + 1}: colour and tone`),
        ...(s % 2 === 0 ? { rowBackgroundColor: 'EEF2FF' } : {}),
      }),
    },
    { type: 'text', content: () => ({ text: paragraph(s * 10 + 1) }) },
    { type: 'color', content: () => ({ label: `Brand colour ${s + 1}`, color: hex(s + 1), width: 0.5 }) },
    {
      type: 'color',
      content: () => ({
        label: `Palette ${s + 1}`,
        width: 0.5,
        colors: [0, 1, 2, 3].map((c) => ({ color: hex(s * 4 + c + 100), label: `Tint ${c + 1}` })),
      }),
    },
    {
      type: 'text',
      content: ({ sectionColor }) => ({ text: paragraph(s * 10 + 4, 30), width: 0.5, textColorElement: sectionColor }),
    },
    {
      type: 'hyperlink',
      content: () => ({
        url: `https://example.com/downloads/${s + 1}`,
        label: `Download kit ${s + 1}`,
        caption: 'Logos, templates and fonts',
        width: 0.5,
      }),
    },
    {
      type: 'link',
      content: ({ sectionColor, otherPageColor }) => ({
        linkedElement: s % 2 === 1 && otherPageColor ? otherPageColor : sectionColor,
        width: 0.5,
      }),
    },
    { type: 'text', content: () => ({ text: paragraph(s * 10 + 7, 35), width: 0.5 }) },
    { type: 'spacer', content: () => ({ separator: true, separatorSize: 1 }) },
    first ? { type: 'navigation', content: () => null } : { type: 'text', content: () => ({ text: paragraph(s * 10 + 9, 50) }) },
  ];
}

export async function buildPage(
  base: string,
  cookie: string,
  brandId: string,
  name: string,
  elements: number,
  otherPageColor: string | null,
): Promise<BenchPage & { firstColor: string }> {
  const created = await graphql(base, cookie, CREATE_PAGE_MUTATION, { brandId, name });
  const page = (created.json.data as { createPage: { page: { id: string; slug: string } } }).createPage.page;
  const plan: Planned[] = [];
  for (let s = 0; plan.length < elements; s++) plan.push(...section(s, s === 0));
  plan.length = elements;
  const textIds: string[] = [];
  let sectionColor = '';
  let firstColor = '';
  for (const [i, p] of plan.entries()) {
    const res = await graphql(base, cookie, CREATE_ELEMENT_MUTATION, { pageId: page.id, type: p.type });
    const elementId = (res.json.data as { createElement: { element: { elementId: string } } }).createElement.element.elementId;
    if (p.type === 'text') textIds.push(elementId);
    if (p.type === 'color' && i % 10 === 2) sectionColor = elementId;
    if (!firstColor && p.type === 'color') firstColor = elementId;
    const content = p.content({ sectionColor, otherPageColor });
    if (content) await graphql(base, cookie, UPDATE_ELEMENT_MUTATION, { input: { pageId: page.id, elementId, ...content } });
  }
  return { slug: page.slug, id: page.id, elements, textIds, firstColor };
}

/**
 * Starts the product, registers an owner, and builds the public brand with its two pages. `env`
 * adds to the product's environment (figure 10d: AI_BASE_URL at the AI stand-in).
 */
export async function startPageFixture(
  say: (text: string) => void,
  env: NodeJS.ProcessEnv = {},
  large = 200,
  small = 10,
): Promise<PageFixture> {
  const t0 = Date.now();
  const app = await startAppChild(childEnv(env));
  try {
    say(`app started in a child process in ${fmt((Date.now() - t0) / 1000, 1)} s at ${app.url}`);
    const { cookie, token } = await registerUser(app.url);
    const created = await graphql(app.url, cookie, CREATE_BRAND_MUTATION, { name: 'Bench Fjord' });
    const brand = (created.json.data as { createBrand: { brand: { id: string; slug: string } } }).createBrand.brand;
    await graphql(app.url, cookie, UPDATE_BRAND_MUTATION, { input: { id: brand.id, public: true } });
    const t1 = Date.now();
    const smallPage = await buildPage(app.url, cookie, brand.id, `Colours ${small}`, small, null);
    const largePage = await buildPage(app.url, cookie, brand.id, `Guidelines ${large}`, large, smallPage.firstColor);
    const mutations = 2 * (small + large);
    say(
      `public brand /${brand.slug}: pages /${smallPage.slug} (${small} elements) and /${largePage.slug} (${large} elements) ` +
        `built through the API in ${fmt((Date.now() - t1) / 1000, 1)} s (~${mutations} createElement and updateElement calls, sequential)`,
    );
    return {
      app,
      url: app.url,
      cookie,
      token,
      brandSlug: brand.slug,
      brandId: brand.id,
      small: smallPage,
      large: largePage,
      stop: () => app.stop(),
    };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** The owner's session cookies for a browser context. */
export function browserCookies(fixture: PageFixture): { name: string; value: string; url: string }[] {
  return contextCookies(fixture.cookie, fixture.url);
}
