// Editors at work: each VU edits a page of its own in one brand, as the page editor saves.
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/editor.js
//
// Environment: BASE_URL (default http://localhost:3000), MAX_VUS editors at the peak (default 20).
//
// setup() registers an owner and makes a brand; every VU works as that owner (its session comes in
// setup's data). A VU makes its page on its first iteration (and a new one after 300 elements; a
// page holds 500) and opens it; each iteration adds a headline and types into it (a save after
// each few words, as the editor saves while typing), then adds a colour and sets it. Leaves the
// owner, the brand and its pages behind.

import { check, sleep } from 'k6';
import {
  addElement,
  createBrand,
  createPage,
  openPage,
  rampOptions,
  registerUser,
  richText,
  run,
  think,
  updateElement,
} from './brandtrail.js';

const WORDS = ['Our', 'primary', 'blue', 'carries', 'every', 'headline', 'and', 'call', 'to', 'action'];

export const options = rampOptions('editors', 20, {
  // The README's target for edits (figure 16a, 50 connections on one element): p99 under 250 ms.
  'http_req_duration{name:useUpdateElementMutation}': ['p(99)<250'],
  'http_req_duration{name:useCreateElementMutation}': ['p(99)<250'],
});

export function setup() {
  const { session } = registerUser('k6-editor');
  const brand = createBrand(session, 'k6 editors brand');
  return { session, brandId: brand.id, brandSlug: brand.slug };
}

// A VU's own state lives on between its iterations (its module is loaded once per VU).
let page = null;
let elements = 0;

export default function (data) {
  if (!page || elements > 300) {
    page = createPage(data.session, data.brandId, `k6 editor ${__VU} ${Date.now()}`);
    elements = 0;
    const opened = openPage(data.brandSlug, page.slug, data.session);
    check(opened, { 'the editor may edit the page': (a) => !!a.brand && a.brand.viewerCan.editContent === true });
  }
  const headline = addElement(data.session, page.id, 'headline');
  let typed = '';
  let saved = null;
  for (let i = 0; i < WORDS.length; i++) {
    typed += (i ? ' ' : '') + WORDS[i];
    if (i % 3 === 2 || i === WORDS.length - 1) {
      saved = updateElement(data.session, page.id, headline, { text: richText(typed) });
      sleep(0.3);
    }
  }
  check(saved, {
    'the last save holds the whole headline': (s) => JSON.parse(s.element.text).content[0].content[0].text === typed,
  });
  const colour = addElement(data.session, page.id, 'color');
  const coloured = updateElement(data.session, page.id, colour, { label: 'Accent', color: 'F59E0B' });
  check(coloured, { 'the colour is set': (s) => s.element.color === 'F59E0B' && s.page.undo.canUndo === true });
  elements += 2;
  // A reader's view of the editor's own page: the page route's query with the editor's session.
  const answer = run('PageRouteQuery', { brandSlug: data.brandSlug, pageSlug: page.slug }, data.session);
  check(answer, { 'the page shows the new elements': (a) => !!a.page && a.page.elements.length === elements });
  think(1);
}
