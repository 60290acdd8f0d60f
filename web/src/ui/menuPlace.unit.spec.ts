import { describe, expect, it } from 'vitest';
import { menuPlace, type MenuGeometry } from './menuPlace';

const at = (g: Partial<MenuGeometry>): MenuGeometry => ({
  anchorTop: 100,
  menuTop: 116,
  menuLeft: 400,
  menuWidth: 320,
  menuHeight: 500,
  gapUp: 16,
  viewportWidth: 1280,
  viewportHeight: 800,
  ...g,
});

describe('where a menu fits the window', () => {
  it('opens below when it fits there', () => {
    expect(menuPlace(at({}))).toEqual({ direction: 'down', maxHeight: null, shiftX: 0 });
  });
  it('opens above near the bottom edge', () => {
    expect(menuPlace(at({ anchorTop: 700, menuTop: 716 }))).toEqual({ direction: 'up', maxHeight: null, shiftX: 0 });
  });
  it('scrolls inside on the side with more room when it fits neither', () => {
    // 1024 high window, 600 px menu, anchor in the middle: 400 above, 400 - 24 below
    expect(menuPlace(at({ anchorTop: 420, menuTop: 436, menuHeight: 600, viewportHeight: 820 }))).toEqual({
      direction: 'up',
      maxHeight: 396,
      shiftX: 0,
    });
    expect(menuPlace(at({ anchorTop: 200, menuTop: 216, menuHeight: 700, viewportHeight: 800 }))).toEqual({
      direction: 'down',
      maxHeight: 576,
      shiftX: 0,
    });
  });
  it('moves left near the right edge and right near the left edge', () => {
    expect(menuPlace(at({ menuLeft: 600, viewportWidth: 768 })).shiftX).toBe(-160);
    expect(menuPlace(at({ menuLeft: -40 })).shiftX).toBe(48);
  });
});
