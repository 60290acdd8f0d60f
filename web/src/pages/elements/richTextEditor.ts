import { isRichTextHref } from '@brandtrail/domain/pages/elements';
import { Extension, getSchema } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import type { MessageDescriptor } from 'react-intl';
import { pageMessages as m } from '../messages';

/*
 * The rich-text editor's extensions and schema, apart from the component so that a unit test can
 * hold them against the domain's `richTextSchema` (what the server takes). The editor can produce
 * only node, mark and attribute names the domain allows, and only link addresses it allows
 * (`isRichTextHref`): the link form checks what is typed, and `allowedLinks` takes any other link
 * (pasted, typed and linked automatically, or in a document stored before the server checked) off
 * the document with the next change, keeping its text.
 */

/** isRichTextHref, remembered: the whole document is looked at on every change (a keystroke). */
const verdicts = new Map<unknown, boolean>();
function allowed(href: unknown): boolean {
  let verdict = verdicts.get(href);
  if (verdict === undefined) {
    if (verdicts.size >= 1000) verdicts.clear();
    verdict = isRichTextHref(href);
    verdicts.set(href, verdict);
  }
  return verdict;
}

/** The change that takes every link the server would refuse off the document, or null when there is none. */
export function withoutRefusedLinks(state: EditorState): Transaction | null {
  const link = state.schema.marks.link;
  if (!link) return null;
  let tr: Transaction | null = null;
  state.doc.descendants((node, pos) => {
    if (!node.isInline) return true;
    for (const mark of node.marks) {
      if (mark.type === link && !allowed(mark.attrs.href)) (tr ??= state.tr).removeMark(pos, pos + node.nodeSize, mark);
    }
    return false;
  });
  return tr;
}

const allowedLinksKey = new PluginKey('allowedLinks');

/** Runs `withoutRefusedLinks` after every change of the document. */
export const allowedLinksPlugin = () =>
  new Plugin({
    key: allowedLinksKey,
    appendTransaction: (transactions, _before, state) =>
      transactions.some((tr) => tr.docChanged) ? withoutRefusedLinks(state) : null,
  });

const allowedLinks = Extension.create({
  name: 'allowedLinks',
  addProseMirrorPlugins: () => [allowedLinksPlugin()],
});

export const richTextExtensions = [
  StarterKit.configure({
    heading: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    blockquote: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer' } },
  }),
  allowedLinks,
];

/** The ProseMirror schema the editor and the read-only view share. */
export const richTextEditorSchema = getSchema(richTextExtensions);

export type LinkFormAction =
  { action: 'set'; href: string } | { action: 'unset' } | { action: 'refuse'; message: MessageDescriptor };

/** A scheme as written before the colon; ours have no dots, so "example.com:8080" names none. */
const SCHEME = /^[a-z][a-z0-9+-]*:/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;

/**
 * What the toolbar's link form does with what was typed: nothing typed removes the link; an address
 * without a scheme gets https:// (mailto: for an email address); then it must be one the server
 * takes, or the form says why and sends nothing.
 */
export function linkFormAction(typed: string): LinkFormAction {
  const s = typed.trim();
  if (!s) return { action: 'unset' };
  const href = SCHEME.test(s) ? s : EMAIL.test(s) ? `mailto:${s}` : `https://${s}`;
  return isRichTextHref(href) ? { action: 'set', href } : { action: 'refuse', message: m.linkInvalid };
}
