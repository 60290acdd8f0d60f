import { createContext, useContext } from 'react';

/** A colour of the brand's kit (Brand.colors): six hex digits and its label. */
export interface KitColor {
  readonly hex: string;
  readonly label: string;
}

/**
 * The brand's kit colours for the colour settings of the page's screens (the editor's inspector and
 * page settings): their swatches set a colour in one click. The page screens provide them.
 */
export const KitColors = createContext<readonly KitColor[]>([]);

export const useKitColors = (): readonly KitColor[] => useContext(KitColors);
