import { defineMessage, defineMessages } from 'react-intl';

/** Undo and redo, the page's history, a page as it was (a moment or a version). */
export const historyMessages = defineMessages({
  undo: { id: 'pages.undo.undo', defaultMessage: 'Undo' },
  redo: { id: 'pages.undo.redo', defaultMessage: 'Redo' },
  undoWithKeys: defineMessage<{ keys: string }>({ id: 'pages.undo.undoKeys', defaultMessage: 'Undo ({keys})' }),
  redoWithKeys: defineMessage<{ keys: string }>({ id: 'pages.undo.redoKeys', defaultMessage: 'Redo ({keys})' }),
  undoKeys: { id: 'pages.undo.keys.undo', defaultMessage: 'Ctrl+Z' },
  redoKeys: { id: 'pages.undo.keys.redo', defaultMessage: 'Ctrl+Shift+Z or Ctrl+Y' },
  nothingToUndo: { id: 'pages.undo.nothing', defaultMessage: 'There is nothing to undo.' },
  nothingToRedo: { id: 'pages.redo.nothing', defaultMessage: 'There is nothing to redo.' },
  skippedUndo: {
    id: 'pages.undo.skipped',
    defaultMessage: 'Some changes were not undone because someone else changed them since.',
  },
  skippedRedo: {
    id: 'pages.redo.skipped',
    defaultMessage: 'Some changes were not redone because someone else changed them since.',
  },
  elementDeleted: { id: 'pages.undo.deleted', defaultMessage: 'Deleted' },
  pageRestored: { id: 'pages.history.restoredToast', defaultMessage: 'Page restored' },

  history: { id: 'pages.history.button', defaultMessage: 'History' },
  panelTitle: { id: 'pages.history.title', defaultMessage: 'History' },
  close: { id: 'pages.history.close', defaultMessage: 'Close history' },
  loading: { id: 'pages.history.loading', defaultMessage: 'Loading the history…' },
  empty: { id: 'pages.history.empty', defaultMessage: 'Nothing has been recorded for this page yet.' },
  showMore: { id: 'pages.history.more', defaultMessage: 'Show more' },
  asAdmin: defineMessage<{ admin: string }>({ id: 'pages.history.asAdmin', defaultMessage: 'as {admin}' }),
  viewMoment: defineMessage<{ time: string }>({
    id: 'pages.history.view',
    defaultMessage: 'Show the page as it was on {time}',
  }),
  shown: { id: 'pages.history.shown', defaultMessage: 'Shown' },
  kindCreated: { id: 'pages.history.kind.created', defaultMessage: 'Created the page' },
  kindEdited: { id: 'pages.history.kind.edited', defaultMessage: 'Edited' },
  kindAdded: { id: 'pages.history.kind.added', defaultMessage: 'Added' },
  kindRemoved: { id: 'pages.history.kind.removed', defaultMessage: 'Deleted' },
  kindMoved: { id: 'pages.history.kind.moved', defaultMessage: 'Moved' },
  kindSettings: { id: 'pages.history.kind.settings', defaultMessage: 'Changed the page settings' },
  kindElementRestored: { id: 'pages.history.kind.elementRestored', defaultMessage: 'Restored' },
  kindUndo: { id: 'pages.history.kind.undo', defaultMessage: 'Undone' },
  kindRedo: { id: 'pages.history.kind.redo', defaultMessage: 'Redone' },
  kindRevert: defineMessage<{ time: string }>({ id: 'pages.history.kind.revert', defaultMessage: 'Restored to {time}' }),
  kindDeleted: { id: 'pages.history.kind.deleted', defaultMessage: 'Deleted the page' },
  kindRestored: { id: 'pages.history.kind.restored', defaultMessage: 'Restored the page' },
  kindOther: { id: 'pages.history.kind.other', defaultMessage: 'Changed' },

  tabSteps: { id: 'pages.history.tab.steps', defaultMessage: 'Changes' },
  deletedTitle: { id: 'pages.history.deleted.title', defaultMessage: 'Deleted elements' },
  deletedEmpty: { id: 'pages.history.deleted.empty', defaultMessage: 'No elements have been deleted from this page.' },
  deletedBy: defineMessage<{ who: string }>({ id: 'pages.history.deleted.by', defaultMessage: 'Deleted by {who}' }),
  restore: { id: 'pages.history.deleted.restore', defaultMessage: 'Restore' },
  elementName: defineMessage<{ type: string; words: string }>({
    id: 'pages.history.deleted.name',
    defaultMessage: '{type} “{words}”',
  }),
  restoreElement: defineMessage<{ name: string }>({
    id: 'pages.history.deleted.restoreLabel',
    defaultMessage: 'Restore {name}',
  }),
  elementRestored: defineMessage<{ name: string }>({
    id: 'pages.history.deleted.restored',
    defaultMessage: '{name} is back on the page.',
  }),

  momentBanner: defineMessage<{ time: string }>({ id: 'pages.moment.banner', defaultMessage: 'As it was on {time}' }),
  compareBanner: defineMessage<{ time: string }>({
    id: 'pages.moment.compareBanner',
    defaultMessage: 'The page now, compared with {time}',
  }),
  momentHint: {
    id: 'pages.moment.hint',
    defaultMessage: 'This is an earlier state of the page. Nothing here can be edited.',
  },
  compare: { id: 'pages.moment.compare', defaultMessage: 'Compare with now' },
  compareSummary: defineMessage<{ added: number; changed: number; removed: number }>({
    id: 'pages.moment.compareSummary',
    defaultMessage: 'Since then: {added} added, {changed} changed, {removed} removed.',
  }),
  compareSame: { id: 'pages.moment.compareSame', defaultMessage: 'The elements are the same as then.' },
  markAdded: { id: 'pages.moment.mark.added', defaultMessage: 'Added since' },
  markChanged: { id: 'pages.moment.mark.changed', defaultMessage: 'Changed since' },
  markRemoved: { id: 'pages.moment.mark.removed', defaultMessage: 'Removed since' },
  restoreVersion: { id: 'pages.moment.restore', defaultMessage: 'Restore this version' },
  restoreTitle: { id: 'pages.moment.restoreTitle', defaultMessage: 'Restore this version of the page?' },
  restoreText: defineMessage<{ time: string }>({
    id: 'pages.moment.restoreText',
    defaultMessage:
      'The page’s content goes back to how it was on {time}. This counts as one step of yours, so you can undo it afterwards.',
  }),
  restoreConfirm: { id: 'pages.moment.restoreConfirm', defaultMessage: 'Restore' },
  cancel: { id: 'pages.moment.cancel', defaultMessage: 'Cancel' },
  backToEditing: { id: 'pages.moment.back', defaultMessage: 'Back to editing' },
  backToPage: { id: 'pages.moment.backReader', defaultMessage: 'Back to the current page' },
  momentLoading: { id: 'pages.moment.loading', defaultMessage: 'Loading the page as it was…' },
  momentMissing: { id: 'pages.moment.missing', defaultMessage: 'The page did not exist at that moment.' },

  versionBanner: defineMessage<{ name: string; time: string }>({
    id: 'pages.version.banner',
    defaultMessage: 'Version “{name}” of {time}',
  }),
  versionHint: {
    id: 'pages.version.hint',
    defaultMessage: 'You are looking at this page as it was in a saved version of the brand.',
  },
  versionLive: { id: 'pages.version.live', defaultMessage: 'Go to the current page' },
  versionAll: { id: 'pages.version.all', defaultMessage: 'The whole version' },
  versionMissing: { id: 'pages.version.missing', defaultMessage: 'This page is not part of that version.' },
});
