/**
 * Where a menu that opens from an anchor fits the window: below it as laid out, else above it,
 * else on the side with more room, scrolling inside (`maxHeight`); moved sideways (`shiftX`) so
 * that it keeps `margin` from the window's left and right edges.
 */
export interface MenuPlace {
  direction: 'down' | 'up';
  /** Pixels; null when the whole menu fits. */
  maxHeight: number | null;
  /** Pixels to move the menu right (positive) or left (negative). */
  shiftX: number;
}

export interface MenuGeometry {
  /** The anchor's top edge (the menu's bottom goes `gapUp` above it when it opens upwards). */
  anchorTop: number;
  /** The menu's top edge as laid out below the anchor. */
  menuTop: number;
  menuLeft: number;
  menuWidth: number;
  /** The menu's whole height (its scrollHeight). */
  menuHeight: number;
  gapUp: number;
  viewportWidth: number;
  viewportHeight: number;
  /** The space kept free at the window's edges (the header above, say). */
  margin?: number;
  marginTop?: number;
}

export function menuPlace(g: MenuGeometry): MenuPlace {
  const margin = g.margin ?? 8;
  const marginTop = g.marginTop ?? margin;
  const below = g.viewportHeight - margin - g.menuTop;
  const above = g.anchorTop - g.gapUp - marginTop;
  let direction: MenuPlace['direction'] = 'down';
  let maxHeight: number | null = null;
  if (g.menuHeight > below) {
    if (g.menuHeight <= above) direction = 'up';
    else {
      direction = above > below ? 'up' : 'down';
      maxHeight = Math.max(Math.floor(Math.max(above, below)), 120);
    }
  }
  let shiftX = 0;
  const right = g.menuLeft + g.menuWidth;
  if (g.menuLeft < margin) shiftX = margin - g.menuLeft;
  else if (right > g.viewportWidth - margin) shiftX = Math.max(g.viewportWidth - margin - right, margin - g.menuLeft);
  return { direction, maxHeight, shiftX: Math.round(shiftX) };
}
