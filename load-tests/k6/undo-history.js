// Undo, redo and the page's history, as the editor's toolbar and history panel ask for them.
//
//   k6 run -e BASE_URL=https://brandtrail.example.com load-tests/k6/undo-history.js
//
// Environment: BASE_URL (default http://localhost:3000), MAX_VUS at the peak (default 20).
//
// setup() registers an owner and makes a brand; every VU works as that owner. Each iteration makes
// a page, writes a headline, adds a colour and sets it, undoes the last step (the colour goes back),
// redoes it, and opens the history panel (the newest 30 entries and the deleted elements). Leaves
// the owner, the brand and its pages behind.

import { check } from 'k6';
import {
  addElement,
  createBrand,
  createPage,
  rampOptions,
  registerUser,
  richText,
  run,
  think,
  updateElement,
} from './brandtrail.js';

export const options = rampOptions('undo_history', 20, {
  // The README's targets (figures 19b and 19e): undo and redo 30 ms at p50, the history's first screen 300 ms.
  'http_req_duration{name:useUndoPageMutation}': ['med<30'],
  'http_req_duration{name:useRedoPageMutation}': ['med<30'],
  'http_req_duration{name:HistoryPanelQuery}': ['p(95)<300'],
});

export function setup() {
  const { session } = registerUser('k6-history');
  const brand = createBrand(session, 'k6 history brand');
  return { session, brandId: brand.id };
}

/** The colour element's colour in a page answer. */
const colourOf = (page, elementId) => page.elements.filter((e) => e.elementId === elementId)[0].color;

export default function (data) {
  const page = createPage(data.session, data.brandId, `k6 history ${__VU} ${Date.now()}`);
  addElement(data.session, page.id, 'headline', { text: richText('Tone of voice') });
  const colour = addElement(data.session, page.id, 'color');
  updateElement(data.session, page.id, colour, { color: '0F766E' });

  const undone = run('useUndoPageMutation', { input: { id: page.id } }, data.session).undoPage;
  check(undone, {
    'undo takes the colour back': (u) => u.skipped === 0 && colourOf(u.page, colour) !== '0F766E',
    'undo leaves a step to redo': (u) => u.page.undo.canRedo === true,
  });
  const redone = run('useRedoPageMutation', { input: { id: page.id } }, data.session).redoPage;
  check(redone, { 'redo sets the colour again': (r) => r.skipped === 0 && colourOf(r.page, colour) === '0F766E' });

  const history = run('HistoryPanelQuery', { id: page.id, count: 30 }, data.session).node.history;
  check(history, {
    'the history lists the undo and the redo': (h) => {
      const kinds = h.edges.map((e) => e.node.kind);
      return kinds.indexOf('UNDO') >= 0 && kinds.indexOf('REDO') >= 0 && kinds.indexOf('CREATED') >= 0;
    },
  });
  think(1);
}
