import { Fragment, Slice, type Node as PmNode } from '@tiptap/pm/model';
import type { EditorState, Transaction } from '@tiptap/pm/state';
import { ApiError, postJsonStream } from '../../http/api';
import { isValidSelection } from '../editor/selection';
import type { RewriteRequest } from '@brandtrail/domain/ai';

/*
 * The editor's side of POST /api/rewrite-text-ai (spec 7): the request, and its answer read as it
 * streams in. The answer is newline-delimited JSON, one `{type, text}` a line: `partial` lines carry
 * the next piece of the text, the last line is `success` with the whole text (or `error`). A line
 * still arriving is read as far as it goes by trying it again with a closing quote and brace, so
 * the preview grows with every chunk. Anything but a 200 that ends in success fails (spec 5:
 * "Unable to generate text").
 */

export type { RewriteRequest };

export type RewriteLine = { type: 'partial' | 'success' | 'error'; text: string; code?: string };

/** A rewrite that did not end in success; `detail` is the server's own (translated) words, when it said any. */
export class RewriteFailed extends Error {
  constructor(
    readonly detail: string,
    readonly code?: string,
  ) {
    super(detail || 'Unable to generate text');
    this.name = 'RewriteFailed';
  }
}

const isLine = (value: unknown): value is RewriteLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RewriteLine).type === 'string' &&
  typeof (value as RewriteLine).text === 'string';

/** One line, or as much of it as has arrived: as it is, else with a closing quote and brace (spec 7). */
export function parseLine(line: string): RewriteLine | undefined {
  for (const attempt of [line, `${line}"}`]) {
    try {
      const value: unknown = JSON.parse(attempt);
      if (isLine(value)) return value;
    } catch {
      // incomplete: the next attempt, or more text
    }
  }
  return undefined;
}

/** Reads the answer chunk by chunk: `push` answers the text so far (for the preview), `finish` the last line. */
export class RewriteReader {
  private done = '';
  private rest = '';
  private end: RewriteLine | undefined;

  push(chunk: string): string {
    this.rest += chunk;
    let newline: number;
    while ((newline = this.rest.indexOf('\n')) >= 0) {
      this.take(parseLine(this.rest.slice(0, newline)));
      this.rest = this.rest.slice(newline + 1);
    }
    if (this.end) return this.end.type === 'success' ? this.end.text : this.done;
    // The line still arriving, as far as it goes.
    const arriving = this.rest ? parseLine(this.rest) : undefined;
    return arriving?.type === 'partial' ? this.done + arriving.text : this.done;
  }

  /**
   * The answer's last line once the stream has ended. A last line without its newline counts only
   * when it is whole JSON: one cut off (a broken stream) is no success, however far it got.
   */
  finish(): RewriteLine | undefined {
    if (this.rest) {
      try {
        const value: unknown = JSON.parse(this.rest);
        if (isLine(value)) this.take(value);
      } catch {
        // cut off
      }
      this.rest = '';
    }
    return this.end;
  }

  private take(line: RewriteLine | undefined): void {
    if (!line || this.end) return;
    if (line.type === 'partial') this.done += line.text;
    else this.end = line;
  }
}

export const REWRITE_PATH = '/api/rewrite-text-ai';

/**
 * Asks for a rewrite and calls `onText` with the text so far as it streams in; resolves with the
 * whole text, rejects with RewriteFailed (or the abort's error when `signal` cancelled it).
 */
export async function streamRewrite(
  request: RewriteRequest,
  { signal, onText }: { signal: AbortSignal; onText: (text: string) => void },
): Promise<string> {
  let response: Response;
  try {
    response = await postJsonStream(REWRITE_PATH, request, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw error instanceof ApiError ? new RewriteFailed(error.message, error.code) : new RewriteFailed('');
  }
  if (response.status !== 200 || !response.body) throw new RewriteFailed('');
  const reader = new RewriteReader();
  const decoder = new TextDecoder();
  const body = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await body.read();
      if (done) break;
      onText(reader.push(decoder.decode(value, { stream: true })));
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw new RewriteFailed('');
  }
  const end = reader.finish();
  if (end?.type === 'success') return end.text;
  throw new RewriteFailed(end?.type === 'error' ? end.text : '', end?.code);
}

/**
 * The change that puts `text` in place of the document's `from`..`to` (an accepted rewrite): the
 * selection's own leading and trailing white space stays, the marks at its start carry over, a
 * headline's text is one line, and a text's blank lines start new paragraphs (single line breaks
 * become hard breaks). Answers null when `from`..`to` no longer holds `original` (the text changed
 * meanwhile, someone else's edit arriving). Marked so that the editor does not send it as typing.
 */
export function rewriteTransaction(
  state: EditorState,
  { from, to, original, text, headline }: { from: number; to: number; original: string; text: string; headline: boolean },
): Transaction | null {
  const { doc, schema } = state;
  if (!isValidSelection(from, to, doc.content.size) || doc.textBetween(from, to, '\n') !== original) return null;
  const lead = /^\s*/.exec(original)![0].replace(/\n/g, ' ');
  const trail = /\s*$/.exec(original)![0].replace(/\n/g, ' ');
  const body = headline ? text.replace(/\s*\n\s*/g, ' ') : text.replace(/\r\n?/g, '\n');
  const paragraphs = body.split(/\n[ \t]*\n\s*/);
  paragraphs[0] = lead + paragraphs[0];
  paragraphs[paragraphs.length - 1] += trail;
  // The marks of the selection's first character (at a boundary, resolve() would give those before it).
  const first = from < to ? doc.nodeAt(from) : null;
  const marks = first?.isText ? first.marks : doc.resolve(from).marks();
  const inline = (paragraph: string): PmNode[] =>
    paragraph.split('\n').flatMap((line, i) => {
      const nodes: PmNode[] = i > 0 && schema.nodes.hardBreak ? [schema.nodes.hardBreak.create()] : [];
      if (line) nodes.push(schema.text(line, marks));
      return nodes;
    });
  const tr = state.tr;
  if (paragraphs.length === 1) tr.replaceWith(from, to, inline(paragraphs[0] ?? ''));
  else {
    // Open at both ends: the first paragraph joins the one the selection starts in, the last the one it ends in.
    const blocks = paragraphs.map((p) => schema.nodes.paragraph!.create(null, inline(p)));
    tr.replaceRange(from, to, new Slice(Fragment.from(blocks), 1, 1));
  }
  return tr.setMeta('preventUpdate', true);
}
