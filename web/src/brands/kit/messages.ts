import { defineMessages } from 'react-intl';

/** The brand kit's words that its views and its editors share. */
export const kitMessages = defineMessages({
  colors: { id: 'kit.colors', defaultMessage: 'Colours' },
  noColors: { id: 'kit.colors.none', defaultMessage: 'No colours yet.' },
  addColor: { id: 'kit.colors.add', defaultMessage: 'Add colour' },
  hex: { id: 'kit.colors.hex', defaultMessage: 'Hex' },
  label: { id: 'kit.colors.label', defaultMessage: 'Label (optional)' },
  labelPlaceholder: { id: 'kit.colors.labelPlaceholder', defaultMessage: 'e.g. Primary' },
  hexInvalid: { id: 'kit.colors.hexInvalid', defaultMessage: 'Enter six hex digits, e.g. 2F4BD8.' },
  fonts: { id: 'kit.fonts', defaultMessage: 'Fonts' },
  noFonts: { id: 'kit.fonts.none', defaultMessage: 'No fonts yet.' },
  addFont: { id: 'kit.fonts.add', defaultMessage: 'Add font' },
  fontPlaceholder: { id: 'kit.fonts.placeholder', defaultMessage: 'e.g. Inter' },
  reorderHint: { id: 'kit.reorderHint', defaultMessage: 'Alt with the up or down arrow key moves the row you are in.' },
  fontFilesHint: {
    id: 'kit.fonts.filesHint',
    defaultMessage: 'Tie the font to its uploaded files (TTF, OTF, WOFF, WOFF2), and it shows in its real face everywhere.',
  },
});
