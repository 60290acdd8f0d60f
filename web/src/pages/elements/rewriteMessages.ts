import { defineMessage, defineMessages } from 'react-intl';
import type { RewritePreset } from '@brandtrail/domain/ai';

export const rewriteMessages = defineMessages({
  rewrite: { id: 'pages.rewrite.button', defaultMessage: 'Rewrite' },
  menu: { id: 'pages.rewrite.menu', defaultMessage: 'Rewrite the selected text with AI' },
  selectFirst: { id: 'pages.rewrite.selectFirst', defaultMessage: 'Select the text you want to rewrite first.' },
  tooLong: defineMessage<{ max: number }>({
    id: 'pages.rewrite.tooLong',
    defaultMessage: 'Select at most {max} characters to rewrite.',
  }),
  instruction: { id: 'pages.rewrite.instruction', defaultMessage: 'Your instruction' },
  instructionPlaceholder: { id: 'pages.rewrite.instructionPlaceholder', defaultMessage: 'Or tell the AI what to do…' },
  go: { id: 'pages.rewrite.go', defaultMessage: 'Rewrite' },
  unavailableTitle: { id: 'pages.rewrite.unavailableTitle', defaultMessage: 'AI help is not switched on for this Brandtrail.' },
  unavailable: {
    id: 'pages.rewrite.unavailable',
    defaultMessage:
      'Whoever runs Brandtrail for your team can switch it on (the README says how). Until then, write as usual: nothing else depends on it.',
  },
  streaming: { id: 'pages.rewrite.streaming', defaultMessage: 'Rewriting…' },
  ready: { id: 'pages.rewrite.ready', defaultMessage: 'Rewritten. Use it?' },
  waiting: { id: 'pages.rewrite.waiting', defaultMessage: 'Waiting for the first words…' },
  accept: { id: 'pages.rewrite.accept', defaultMessage: 'Accept' },
  discard: { id: 'pages.rewrite.discard', defaultMessage: 'Discard' },
  cancel: { id: 'pages.rewrite.cancel', defaultMessage: 'Cancel' },
  close: { id: 'pages.rewrite.close', defaultMessage: 'Close' },
  failed: { id: 'pages.rewrite.failed', defaultMessage: 'Unable to generate text' },
  changed: {
    id: 'pages.rewrite.changed',
    defaultMessage: 'The text changed while the AI was writing. Select it again and try once more.',
  },
  preview: { id: 'pages.rewrite.preview', defaultMessage: 'Suggested text' },
});

/** The menu's choices, in the menu's order (their instructions are the domain's `rewritePresets`). */
export const presetMessages = defineMessages({
  shorter: { id: 'pages.rewrite.preset.shorter', defaultMessage: 'Shorter' },
  longer: { id: 'pages.rewrite.preset.longer', defaultMessage: 'Longer' },
  formal: { id: 'pages.rewrite.preset.formal', defaultMessage: 'More formal' },
  friendly: { id: 'pages.rewrite.preset.friendly', defaultMessage: 'Friendlier' },
  spelling: { id: 'pages.rewrite.preset.spelling', defaultMessage: 'Fix spelling' },
  german: { id: 'pages.rewrite.preset.german', defaultMessage: 'Translate to German' },
  english: { id: 'pages.rewrite.preset.english', defaultMessage: 'Translate to English' },
} satisfies Record<RewritePreset, unknown>);
