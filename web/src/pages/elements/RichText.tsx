import { type RichText as RichTextDoc } from '@brandtrail/domain/pages/elements';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePageEditor } from '../editor/context';
import { plainText } from '../editor/store';
import { pageMessages as m } from '../messages';
import { RichTextView } from './richTextView';

/** The editor's module (TipTap), loaded for people who may edit only: readers never fetch it. */
const loadEditor = () => import('./RichTextEditor');
const ActiveEditor = lazy(loadEditor);

/*
 * Headline and text elements hold a ProseMirror document. Readers (and editors looking at an
 * element they are not editing) get it as React elements with the tags the editor's schema writes
 * (richTextView.tsx, also on the server), so it looks exactly like the editor; the TipTap editor
 * mounts only on the element being edited. A page of 200 elements therefore runs at most one editor, and a keystroke costs the same
 * on a short page and a long one.
 */

function isEmptyDoc(doc: RichTextDoc): boolean {
  const content = doc.content ?? [];
  return content.length === 0 || (content.length === 1 && !(content[0] as { content?: unknown[] }).content?.length);
}

interface Props {
  doc: RichTextDoc;
  headline: boolean;
  elementKey: string;
  index: number;
  /** Whether this viewer may edit it. */
  editable: boolean;
  onChange: (doc: RichTextDoc) => void;
}

export function RichText({ doc, headline, elementKey, index, editable, onChange }: Props) {
  const { selected, select, editRequest } = usePageEditor();
  // Opens at once for an element just added (its text is what the user adds it for).
  const [active, setActive] = useState(() => editable && editRequest === elementKey);
  const click = useRef<{ x: number; y: number } | null>(null);
  const className = headline ? 'rich-text-headline' : 'rich-text-body';
  const intl = useIntl();

  // Someone who may edit gets the editor's module ahead of their first click.
  useEffect(() => {
    if (editable) void loadEditor();
  }, [editable]);

  // Leaving the element (selecting another) ends editing.
  useEffect(() => {
    if (selected !== elementKey) setActive(false);
  }, [selected, elementKey]);

  if (!editable || !active) {
    const empty = isEmptyDoc(doc);
    if (empty && !editable) return null;
    const start = (event: MouseEvent) => {
      if (!editable) return;
      if ((event.target as HTMLElement).closest('a')) event.preventDefault();
      click.current = { x: event.clientX, y: event.clientY };
      select(elementKey);
      setActive(true);
    };
    return (
      <div
        className={`rich-text-view${editable ? ' is-editable' : ''}`}
        onClick={start}
        onKeyDown={(event) => {
          if (editable && (event.key === 'Enter' || event.key === ' ')) {
            event.preventDefault();
            select(elementKey);
            setActive(true);
          }
        }}
        role={editable ? 'button' : undefined}
        tabIndex={editable ? 0 : undefined}
      >
        {empty ? (
          <p className={`rich-text ${className} placeholder`}>
            {intl.formatMessage(headline ? m.headlinePlaceholder : m.textPlaceholder)}
          </p>
        ) : (
          <RichTextView doc={doc} className={className} fallback={() => plainText(doc)} />
        )}
      </div>
    );
  }
  return (
    // The first element opened waits for the editor's module: it shows as it was until then.
    <Suspense fallback={<RichTextView doc={doc} className={className} fallback={() => plainText(doc)} />}>
      <ActiveEditor
        doc={doc}
        className={className}
        index={index}
        elementKey={elementKey}
        headline={headline}
        click={click.current}
        onChange={onChange}
        onDone={() => setActive(false)}
      />
    </Suspense>
  );
}
