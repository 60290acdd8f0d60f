import { URL_MAX, type ElementChanges, type RichText as RichTextDoc } from '@brandtrail/domain/pages/elements';
import { Extension, type Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/Icon';
import { usePageEditor } from '../editor/context';
import type { SelectionTracker } from '../editor/selection';
import { elementTypeMessages, pageMessages as m } from '../messages';
import { linkFormAction, richTextExtensions as extensions } from './richTextEditor';
import { RewriteButton, RewritePanel, useRewrite } from './RewriteMenu';

/*
 * The TipTap editor of a headline or text element, mounted on the element being edited only
 * (RichText.tsx loads this module when a person who may edit the page is on it): readers never
 * load TipTap or ProseMirror.
 */

const highlightKey = new PluginKey<DecorationSet>('trackedSelection');

/** Marks the tracked selection while the tracker is frozen and highlighted (an AI edit runs). */
function trackedHighlight(tracker: SelectionTracker, index: () => number) {
  return Extension.create({
    name: 'trackedHighlight',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: highlightKey,
          props: {
            decorations(state) {
              const tracked = tracker.get();
              if (!tracker.isHighlighted() || !tracked || tracked.elementIndex !== index()) return null;
              const { from, to } = tracked.selection;
              if (to > state.doc.content.size || from >= to) return null;
              return DecorationSet.create(state.doc, [Decoration.inline(from, to, { class: 'tracked-selection' })]);
            },
          },
        }),
      ];
    },
  });
}

/** How long typing gathers before the document goes to the page's store (which saves later still). */
const TYPING_DELAY_MS = 250;

export default function ActiveEditor({
  doc,
  className,
  index,
  elementKey,
  headline,
  click,
  onChange,
  onDone,
}: {
  doc: RichTextDoc;
  className: string;
  index: number;
  elementKey: string;
  headline: boolean;
  click: { x: number; y: number } | null;
  onChange: (doc: RichTextDoc) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { tracker, store } = usePageEditor();
  const indexRef = useRef(index);
  indexRef.current = index;
  const lastSent = useRef(JSON.stringify(doc));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const send = (editor: Editor) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const json = editor.getJSON() as RichTextDoc;
    const text = JSON.stringify(json);
    if (text === lastSent.current) return;
    lastSent.current = text;
    onChangeRef.current(json);
  };

  const editor = useEditor({
    extensions: [...extensions, trackedHighlight(tracker, () => indexRef.current)],
    content: doc,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: `rich-text ${className}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': intl.formatMessage(headline ? elementTypeMessages.headline : elementTypeMessages.text),
      },
    },
    onUpdate: ({ editor }) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => send(editor), TYPING_DELAY_MS);
    },
    onSelectionUpdate: ({ editor }) => {
      const { from, to } = editor.state.selection;
      tracker.update(indexRef.current, editor.state.doc, from, to);
    },
    onBlur: ({ editor }) => send(editor),
    onCreate: ({ editor }) => {
      const pos = click ? editor.view.posAtCoords({ left: click.x, top: click.y })?.pos : undefined;
      editor.commands.focus(pos ?? 'end');
    },
  });

  // An accepted rewrite is saved at once as a change of its own (AI-assisted: one undo step).
  const rewrite = useRewrite(editor, {
    index,
    elementKey,
    headline,
    flushTyping: () => editor && send(editor),
    onAccepted: (json) => {
      lastSent.current = JSON.stringify(json);
      void store.save(elementKey, { text: json } as ElementChanges, { aiAssisted: true });
    },
  });

  // The server's version of the text (someone else's edit) when it differs from what this editor sent.
  useEffect(() => {
    const text = JSON.stringify(doc);
    if (!editor || text === lastSent.current) return;
    if (text === JSON.stringify(editor.getJSON())) return;
    lastSent.current = text;
    const { from, to } = editor.state.selection;
    editor.commands.setContent(doc, { emitUpdate: false });
    const size = editor.state.doc.content.size;
    editor.commands.setTextSelection({ from: Math.min(from, size), to: Math.min(to, size) });
  }, [doc, editor]);

  // The tracker's highlight shows at once.
  useEffect(
    () =>
      tracker.subscribe(() => {
        if (editor && !editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(highlightKey, true));
      }),
    [tracker, editor],
  );

  useEffect(
    () => () => {
      if (editor && !editor.isDestroyed) send(editor);
      tracker.clear(indexRef.current);
    },
    [editor],
  );

  return (
    <div
      className="rich-text-editor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          if (editor) send(editor);
          onDone();
        }
      }}
    >
      {editor ? <Toolbar editor={editor} rewrite={<RewriteButton editor={editor} rewrite={rewrite} />} /> : null}
      <EditorContent editor={editor} />
      <RewritePanel rewrite={rewrite} />
    </div>
  );
}

function Toolbar({ editor, rewrite }: { editor: Editor; rewrite: ReactNode }) {
  const intl = useIntl();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();

  const button = (name: keyof typeof state, label: string, icon: ReactNode, run: () => void) => (
    <button
      type="button"
      className={`toolbar-button${state[name] ? ' is-active' : ''}`}
      aria-pressed={Boolean(state[name])}
      aria-label={label}
      title={label}
      // Keep the editor's selection: act on mousedown without taking focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label={intl.formatMessage(m.formatting)}>
      {button('bold', intl.formatMessage(m.bold), 'B', () => editor.chain().focus().toggleBold().run())}
      {button('italic', intl.formatMessage(m.italic), 'I', () => editor.chain().focus().toggleItalic().run())}
      {button('strike', intl.formatMessage(m.strike), 'S', () => editor.chain().focus().toggleStrike().run())}
      <span className="toolbar-divider" aria-hidden="true" />
      {button('bulletList', intl.formatMessage(m.bulletList), <Icon name="list" size={14} />, () =>
        editor.chain().focus().toggleBulletList().run(),
      )}
      {button('orderedList', intl.formatMessage(m.orderedList), <Icon name="listOrdered" size={14} />, () =>
        editor.chain().focus().toggleOrderedList().run(),
      )}
      <span className="toolbar-divider" aria-hidden="true" />
      {button('link', intl.formatMessage(m.link), <Icon name="link" size={14} />, () => {
        setHref(state.href);
        setRefusal(null);
        setLinking((open) => !open);
      })}
      {linking ? (
        <form
          className="toolbar-link-form"
          // The address is checked here, as the server checks it (the browser's own check of a url
          // field would take javascript: and refuse "example.com").
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = linkFormAction(href);
            if (result.action === 'refuse') {
              setRefusal(intl.formatMessage(result.message));
              return;
            }
            const chain = editor.chain().focus().extendMarkRange('link');
            if (result.action === 'set') chain.setLink({ href: result.href }).run();
            else chain.unsetLink().run();
            setLinking(false);
          }}
        >
          <input
            type="url"
            value={href}
            onChange={(event) => {
              setHref(event.target.value);
              setRefusal(null);
            }}
            placeholder="https://"
            maxLength={URL_MAX}
            aria-label={intl.formatMessage(m.linkUrl)}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? refusalId : undefined}
            autoFocus
          />
          <button type="submit" className="button small primary">
            {intl.formatMessage(m.linkApply)}
          </button>
          {state.link ? (
            <button
              type="button"
              className="button small ghost"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setLinking(false);
              }}
            >
              {intl.formatMessage(m.linkRemove)}
            </button>
          ) : null}
          {refusal ? (
            <p className="toolbar-link-error" id={refusalId} role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
      ) : null}
      {rewrite}
    </div>
  );
}
