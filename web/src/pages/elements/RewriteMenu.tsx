import {
  AI_ELEMENT_CONTEXT_MAX,
  AI_PROMPT_MAX,
  AI_NEIGHBOR_CONTEXT_MAX,
  AI_TEXT_MAX,
  rewritePresetIds,
  rewritePresets,
} from '@brandtrail/domain/ai';
import type { RichText as RichTextDoc } from '@brandtrail/domain/pages/elements';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AiUnavailable } from '../../ai/AiUnavailable';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { usePageEditor } from '../editor/context';
import { plainText } from '../editor/store';
import { RewriteFailed, rewriteTransaction, streamRewrite } from './rewrite';
import { presetMessages, rewriteMessages as m } from './rewriteMessages';

/*
 * Rewrite in the editor (spec 4, 5, 7): the text selected in a headline or text is sent to
 * POST /api/rewrite-text-ai with a menu choice's instruction or a typed one. While the answer
 * streams in as a preview, the selection is frozen and highlighted (the page's SelectionTracker)
 * and the text cannot be typed in; Cancel stops the request. Accept puts the text in place of the
 * selection and saves it at once as an AI-assisted change (one undo step of its own, marked in the
 * page's history); Discard leaves the text as it was. Either way the selection comes back as it was
 * when it is still valid. Without AI set up on the server, the menu says so and how to set it up.
 */

export type RewriteSession =
  { phase: 'streaming'; text: string } | { phase: 'ready'; text: string } | { phase: 'failed'; message: string; detail: string };

export interface Rewrite {
  session: RewriteSession | null;
  start: (prompt: string) => void;
  /** Stops the request (while streaming) and ends the session. */
  cancel: () => void;
  accept: () => void;
}

interface Frozen {
  from: number;
  to: number;
  original: string;
  controller: AbortController;
}

/**
 * The rewrite of one element's editor. `flushTyping` sends what was typed before (so it is a step
 * before the rewrite); `onAccepted` hears the document with the rewrite in place.
 */
export function useRewrite(
  editor: Editor | null,
  {
    index,
    elementKey,
    headline,
    flushTyping,
    onAccepted,
  }: { index: number; elementKey: string; headline: boolean; flushTyping: () => void; onAccepted: (doc: RichTextDoc) => void },
): Rewrite {
  const intl = useIntl();
  const { tracker, store, ai } = usePageEditor();
  const [session, setSession] = useState<RewriteSession | null>(null);
  const frozen = useRef<Frozen | null>(null);

  const end = useCallback(() => {
    const was = frozen.current;
    frozen.current = null;
    was?.controller.abort();
    setSession(null);
    if (!editor || editor.isDestroyed) {
      tracker.unfreeze(() => null);
      return;
    }
    editor.setEditable(true, false);
    // The selection as it was, when it is still valid in the document as it is now (spec 4).
    tracker.unfreeze((i) => (i === index ? editor.state.doc : null));
    const restored = tracker.get();
    if (restored?.elementIndex === index)
      editor.chain().focus().setTextSelection({ from: restored.selection.from, to: restored.selection.to }).run();
    else editor.commands.focus();
  }, [editor, tracker, index]);

  const start = useCallback(
    (prompt: string) => {
      if (!editor || !ai || frozen.current) return;
      const { from, to } = editor.state.selection;
      if (from === to) return;
      flushTyping();
      tracker.update(index, editor.state.doc, from, to);
      const tracked = tracker.get();
      if (tracked?.elementIndex !== index || tracked.selection.text.length > AI_TEXT_MAX) return;
      tracker.freeze();
      tracker.highlight(true);
      editor.setEditable(false, false);
      const controller = new AbortController();
      frozen.current = { from, to, original: tracked.selection.text, controller };
      setSession({ phase: 'streaming', text: '' });
      const own = () => frozen.current?.controller === controller;
      streamRewrite(
        {
          brandId: ai.brandId,
          prompt,
          preText: tracked.selection.preText,
          text: tracked.selection.text,
          postText: tracked.selection.postText,
          neighborContext: neighborsOf(store.elements(), store.getOrder().indexOf(elementKey)),
          language: intl.locale.startsWith('de') ? 'de' : 'en',
          elementType: headline ? 'headline' : 'text',
          elementContext: `page "${ai.pageName}"`.slice(0, AI_ELEMENT_CONTEXT_MAX),
        },
        { signal: controller.signal, onText: (text) => own() && setSession({ phase: 'streaming', text }) },
      ).then(
        (text) => own() && setSession({ phase: 'ready', text }),
        (error: unknown) => {
          if (!own()) return;
          setSession({
            phase: 'failed',
            message: intl.formatMessage(m.failed),
            detail: error instanceof RewriteFailed ? error.detail : '',
          });
        },
      );
    },
    [editor, ai, flushTyping, tracker, index, store, elementKey, intl, headline],
  );

  const accept = useCallback(() => {
    const at = frozen.current;
    if (!editor || !at || session?.phase !== 'ready') return;
    const tr = rewriteTransaction(editor.state, {
      from: at.from,
      to: at.to,
      original: at.original,
      text: session.text,
      headline,
    });
    if (!tr) {
      setSession({ phase: 'failed', message: intl.formatMessage(m.changed), detail: '' });
      return;
    }
    editor.view.dispatch(tr);
    onAccepted(editor.getJSON() as RichTextDoc);
    end();
  }, [editor, session, headline, intl, onAccepted, end]);

  // The editor closing (another element selected) ends the rewrite: the request stops.
  useEffect(
    () => () => {
      if (!frozen.current) return;
      frozen.current.controller.abort();
      frozen.current = null;
      tracker.unfreeze(() => null);
    },
    [tracker],
  );

  return { session, start, cancel: end, accept };
}

/** The text of the headlines and texts right before and after the element, as context. */
function neighborsOf(elements: readonly { type: string; text?: unknown }[], at: number): string {
  const words = (i: number) => {
    const element = elements[i];
    return element && (element.type === 'headline' || element.type === 'text') ? plainText(element.text) : '';
  };
  const half = Math.floor(AI_NEIGHBOR_CONTEXT_MAX / 2) - 1;
  return [words(at - 1).slice(-half), words(at + 1).slice(0, half)].filter(Boolean).join('\n');
}

/** The toolbar's Rewrite button and its menu: the choices, a typed instruction, or why there is no AI. */
export function RewriteButton({ editor, rewrite }: { editor: Editor; rewrite: Rewrite }) {
  const intl = useIntl();
  const { ai } = usePageEditor();
  const [open, setOpen] = useState(false);
  const [instruction, setInstruction] = useState('');
  const menuId = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const selection = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { from, to } = e.state.selection;
      return { empty: from === to, length: from === to ? 0 : e.state.doc.textBetween(from, to, '\n').length };
    },
  });

  // Closes on a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  // A session started: the menu makes way for the preview.
  useEffect(() => {
    if (rewrite.session) setOpen(false);
  }, [rewrite.session]);

  if (!ai) return null;
  const busy = rewrite.session !== null;
  const note = !ai.available
    ? null
    : selection.empty
      ? intl.formatMessage(m.selectFirst)
      : selection.length > AI_TEXT_MAX
        ? intl.formatMessage(m.tooLong, { max: AI_TEXT_MAX })
        : null;
  const canRun = ai.available && !note && !busy;
  const run = (prompt: string) => {
    if (!canRun || !prompt.trim()) return;
    setOpen(false);
    setInstruction('');
    rewrite.start(prompt.trim());
  };
  const close = () => {
    setOpen(false);
    editor.commands.focus();
  };

  return (
    <>
      <span className="toolbar-divider" aria-hidden="true" />
      <span className="rewrite" ref={ref}>
        <button
          type="button"
          className={`toolbar-button toolbar-rewrite${open ? ' is-active' : ''}`}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          title={intl.formatMessage(m.menu)}
          disabled={busy}
          // Keep the editor's selection: act on mousedown without taking focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setOpen(!open)}
        >
          <Icon name="sparkle" size={14} />
          <span>{intl.formatMessage(m.rewrite)}</span>
        </button>
        {open ? (
          <div
            className="rewrite-menu"
            id={menuId}
            role="group"
            aria-label={intl.formatMessage(m.menu)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
          >
            {!ai.available ? (
              <AiUnavailable />
            ) : (
              <>
                {note ? <p className="rewrite-note">{note}</p> : null}
                <ul className="rewrite-presets">
                  {rewritePresetIds.map((id, i) => (
                    <li key={id}>
                      <button
                        type="button"
                        className="rewrite-preset"
                        data-preset={id}
                        disabled={!canRun}
                        autoFocus={i === 0 && canRun}
                        onMouseDown={(event) => event.preventDefault()}
                        onClick={() => run(rewritePresets[id])}
                      >
                        {intl.formatMessage(presetMessages[id])}
                      </button>
                    </li>
                  ))}
                </ul>
                <form
                  className="rewrite-instruction"
                  onSubmit={(event) => {
                    event.preventDefault();
                    run(instruction);
                  }}
                >
                  <input
                    type="text"
                    value={instruction}
                    maxLength={AI_PROMPT_MAX}
                    onChange={(event) => setInstruction(event.target.value)}
                    placeholder={intl.formatMessage(m.instructionPlaceholder)}
                    aria-label={intl.formatMessage(m.instruction)}
                    disabled={!canRun}
                  />
                  <Button type="submit" size="small" variant="primary" disabled={!canRun || !instruction.trim()}>
                    {intl.formatMessage(m.go)}
                  </Button>
                </form>
              </>
            )}
          </div>
        ) : null}
      </span>
    </>
  );
}

/** The preview under the element while a rewrite streams in, and its Accept, Discard, Cancel. */
export function RewritePanel({ rewrite }: { rewrite: Rewrite }) {
  const intl = useIntl();
  const { session } = rewrite;
  const actions = useRef<HTMLDivElement>(null);
  const phase = session?.phase;
  // Focus follows the session: Cancel while it streams, Accept once it is ready, Close after a failure.
  useEffect(() => {
    if (phase) actions.current?.querySelector('button')?.focus();
  }, [phase]);
  if (!session) return null;
  return (
    <div
      className={`rewrite-panel is-${session.phase}`}
      role="region"
      aria-label={intl.formatMessage(m.preview)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          rewrite.cancel();
        }
      }}
    >
      <p className="rewrite-status" role="status">
        {session.phase === 'streaming' ? (
          <span className="spinner small" aria-hidden="true" />
        ) : (
          <Icon name="sparkle" size={14} />
        )}
        {session.phase === 'streaming'
          ? intl.formatMessage(m.streaming)
          : session.phase === 'ready'
            ? intl.formatMessage(m.ready)
            : session.message}
      </p>
      {session.phase === 'failed' ? (
        session.detail ? (
          <p className="rewrite-detail">{session.detail}</p>
        ) : null
      ) : (
        <div className="rewrite-preview" aria-busy={session.phase === 'streaming'}>
          {session.text.trim() ? session.text.trim() : <span className="muted">{intl.formatMessage(m.waiting)}</span>}
        </div>
      )}
      <div className="rewrite-actions" ref={actions}>
        {session.phase === 'ready' ? (
          <>
            <Button size="small" variant="primary" onClick={rewrite.accept}>
              {intl.formatMessage(m.accept)}
            </Button>
            <Button size="small" variant="ghost" onClick={rewrite.cancel}>
              {intl.formatMessage(m.discard)}
            </Button>
          </>
        ) : (
          <Button size="small" onClick={rewrite.cancel}>
            {intl.formatMessage(session.phase === 'streaming' ? m.cancel : m.close)}
          </Button>
        )}
      </div>
    </div>
  );
}
