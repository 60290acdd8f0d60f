import { errorInfo } from '../ui/errorInfo';

/**
 * The browser's upload queue (spec section 4, "Uploads"; section 9: 5 parallel uploads). Framework
 * free: React reads it through `subscribe` and `getSnapshot` (useSyncExternalStore), tests drive it
 * with injected server steps.
 *
 * Each file goes through three server steps: `create` makes the asset record and answers with the
 * storage target, `send` posts the file there (XMLHttpRequest, for upload progress), `confirm` tells
 * the server the file has arrived. An item is `queued`, then `creating` → `uploading` → `confirming`
 * (these three hold one of the `concurrency` slots), then `done` or `failed`.
 *
 * Decisions:
 * - `cancel` removes the item (queued, running or failed). A running `create` or `send` is aborted
 *   through its signal and whatever it answers later is ignored. An asset record created before the
 *   cancel stays unconfirmed: cleaning those up is the server's job. Items that are confirming or
 *   done cannot be cancelled (the file is already stored).
 * - `retry` of a failed item starts again with `create` (a fresh storage target: signed forms expire),
 *   under the item's one clientMutationId (a create whose answer was lost answers again with its
 *   asset), except when only `confirm` failed: then it confirms the same asset again.
 * - Skipped files: `.DS_Store` anywhere, and inside a dropped or chosen folder every file whose
 *   path has a part starting with '.' (`.git/…`, `._photo.jpg`). A hidden file chosen on its own
 *   (`.env`) is uploaded: the user picked it.
 * - Names: a file from a folder keeps its own `File.name`; its path below the dropped folder
 *   (`webkitRelativePath`, e.g. `Logos/dark/logo.svg`) is the item's `name` and is passed to
 *   `create`, so the server may keep the folder structure.
 * - Overall progress counts the bytes of every item that is queued, running or done (a failed item
 *   drops out until it is retried; `clearDone` drops the done ones).
 */

export type UploadState = 'queued' | 'creating' | 'uploading' | 'confirming' | 'done' | 'failed';

/** The step an upload failed in. */
export type UploadStep = 'create' | 'send' | 'confirm';

/**
 * Why an upload failed. `message` is the server's translated message for `create` and `confirm`
 * errors (may be empty; never the text of a programming error); `status` is 0 when the server was
 * not reached. Codes: the server's own (`SLUG_TAKEN`-style), `NETWORK`, `UPLOAD_REJECTED` (the
 * storage target answered non-2xx) or `UNKNOWN`.
 */
export interface UploadError {
  step: UploadStep;
  code: string;
  message: string;
  status: number;
}

/** The storage target the server returns: an HTML-form-like POST (fields first, then `file`). */
export interface UploadForm {
  action: string;
  method: string;
  fields: readonly { name: string; value: string }[];
}

export interface UploadTarget {
  assetId: string;
  form: UploadForm;
}

/** Posts `file` to the storage target; reports progress 0..1; rejects when the signal aborts. */
export type UploadSend = (
  form: UploadForm,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<void>;

export interface UploadQueueOptions {
  /**
   * Creates the asset record. `name` is the file's path below a dropped folder, else its name.
   * `clientMutationId` is the item's, the same for every retry: a create whose answer was lost is
   * answered again with the asset it made, instead of making a second one.
   */
  create: (file: File, context: { name: string; signal: AbortSignal; clientMutationId: string }) => Promise<UploadTarget>;
  /** Marks the asset as uploaded. */
  confirm: (assetId: string) => Promise<void>;
  /** Uploads running at once (spec section 9: 5). */
  concurrency?: number;
  /** Defaults to `sendWithXhr`. */
  send?: UploadSend;
}

/** One file in the queue. Immutable: a change replaces the object (cheap equality for React). */
export interface UploadItem {
  readonly id: string;
  readonly file: File;
  /** The path below a dropped folder (`Logos/logo.svg`), else the file's name. */
  readonly name: string;
  readonly size: number;
  readonly state: UploadState;
  /** 0..1: upload progress of the file; 1 from `confirming` on. */
  readonly progress: number;
  readonly assetId: string | null;
  readonly error: UploadError | null;
}

/** Everything a view needs, replaced on every change (stable between changes). */
export interface UploadSnapshot {
  readonly items: readonly UploadItem[];
  /** Something is queued or running: the leave-page warning is on. */
  readonly busy: boolean;
  readonly counts: { readonly queued: number; readonly running: number; readonly done: number; readonly failed: number };
  /** Bytes sent and total of the items that are queued, running or done. */
  readonly sentBytes: number;
  readonly totalBytes: number;
  /** sentBytes / totalBytes, 0..1 (by count when every counted file is empty). */
  readonly progress: number;
}

export type UploadListener = (snapshot: UploadSnapshot) => void;

/** The default `concurrency` (spec section 9, parallel uploads). */
export const PARALLEL_UPLOADS = 5;

const RUNNING: ReadonlySet<UploadState> = new Set(['creating', 'uploading', 'confirming']);

/** True for files the queue never uploads (see the module comment). */
export function isSkippedPath(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts[parts.length - 1] === '.DS_Store') return true;
  return parts.length > 1 && parts.some((part) => part.startsWith('.'));
}

/** The storage target refused the file (`status` ≥ 300) or could not be reached (`status` 0). */
export class UploadSendError extends Error {
  readonly status: number;
  readonly code: 'NETWORK' | 'UPLOAD_REJECTED';

  constructor(status: number) {
    super(status ? `Upload refused with status ${status}` : 'Upload failed: network error');
    this.name = 'UploadSendError';
    this.status = status;
    this.code = status ? 'UPLOAD_REJECTED' : 'NETWORK';
  }
}

function abortError(): Error {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * The default `send`: a multipart POST (the form's fields first, then `file`, as storage POST
 * policies require) with XMLHttpRequest, since fetch reports no upload progress. Non-2xx rejects
 * with UploadSendError; the request carries no credentials to another origin.
 */
export const sendWithXhr: UploadSend = (form, file, onProgress, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const body = new FormData();
    for (const field of form.fields) body.append(field.name, field.value);
    body.append('file', file, file.name);

    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open(form.method || 'POST', form.action);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadSendError(xhr.status));
    });
    xhr.addEventListener('error', () => reject(new UploadSendError(0)));
    xhr.addEventListener('timeout', () => reject(new UploadSendError(0)));
    xhr.addEventListener('abort', () => reject(abortError()));
    xhr.addEventListener('loadend', () => signal.removeEventListener('abort', abort));
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });

function describe(step: UploadStep, error: unknown): UploadError {
  if (error instanceof UploadSendError) return { step, code: error.code, message: '', status: error.status };
  const info = errorInfo(error);
  return { step, code: info.code ?? (info.status === 0 ? 'NETWORK' : 'UNKNOWN'), message: info.message, status: info.status };
}

function clamp(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

/** Mutable bookkeeping behind one UploadItem. */
interface Entry {
  item: UploadItem;
  /** Bumped by every run and by cancel: answers of an older run are ignored. */
  attempt: number;
  controller: AbortController | null;
  /** Retry after a failed confirm: confirm again, skip create and send. */
  confirmOnly: boolean;
  /** The item's create, one for all its tries. */
  clientMutationId: string;
}

export class UploadQueue {
  private readonly options: UploadQueueOptions;
  private readonly concurrency: number;
  private readonly send: UploadSend;
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<UploadListener>();
  private snapshot: UploadSnapshot | null = null;
  private nextId = 0;
  /** > 0 while a public call runs: its changes reach listeners once, at the end. */
  private batchDepth = 0;
  private dirty = false;
  private pumping = false;
  private pumpAgain = false;

  constructor(options: UploadQueueOptions) {
    const concurrency = options.concurrency ?? PARALLEL_UPLOADS;
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer`);
    this.options = options;
    this.concurrency = concurrency;
    this.send = options.send ?? sendWithXhr;
  }

  /**
   * Queues files (a FileList, an array, or `filesFromDataTransfer`'s answer) and starts as many as
   * the free slots allow. Skipped files (`isSkippedPath`) are left out. Answers the added items.
   */
  add(files: Iterable<File> | ArrayLike<File>): UploadItem[] {
    const list = Symbol.iterator in Object(files) ? [...(files as Iterable<File>)] : Array.from(files as ArrayLike<File>);
    const added: UploadItem[] = [];
    this.batch(() => {
      for (const file of list) {
        const name = file.webkitRelativePath || file.name;
        if (isSkippedPath(name)) continue;
        const item: UploadItem = {
          id: `upload-${++this.nextId}`,
          file,
          name,
          size: file.size,
          state: 'queued',
          progress: 0,
          assetId: null,
          error: null,
        };
        this.entries.set(item.id, {
          item,
          attempt: 0,
          controller: null,
          confirmOnly: false,
          clientMutationId: crypto.randomUUID(),
        });
        added.push(item);
        this.dirty = true;
      }
      this.pump();
    });
    return added;
  }

  /**
   * Queues what was dropped, folders included. Call it from the drop handler itself: the browser
   * lets the data transfer be read only while the event runs (this reads it before its first await).
   */
  addDropped(data: DroppedData): Promise<UploadItem[]> {
    return filesFromDataTransfer(data).then((files) => this.add(files));
  }

  /** Puts a failed item back in the queue. Answers false when the item is not failed. */
  retry(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.item.state !== 'failed') return false;
    this.batch(() => {
      entry.confirmOnly = entry.item.error?.step === 'confirm' && entry.item.assetId !== null;
      this.update(entry, {
        state: 'queued',
        error: null,
        progress: entry.confirmOnly ? 1 : 0,
        assetId: entry.confirmOnly ? entry.item.assetId : null,
      });
      this.pump();
    });
    return true;
  }

  /**
   * Removes a queued, running or failed item, aborting its request. Answers false for items that
   * are confirming or done (already stored) and for unknown ids.
   */
  cancel(id: string): boolean {
    const entry = this.entries.get(id);
    if (!entry || entry.item.state === 'confirming' || entry.item.state === 'done') return false;
    this.batch(() => {
      entry.attempt++;
      entry.controller?.abort();
      entry.controller = null;
      this.entries.delete(id);
      this.dirty = true;
      this.pump();
    });
    return true;
  }

  /** Removes the done items from the list (and from the overall progress). */
  clearDone(): void {
    this.batch(() => {
      for (const [id, entry] of this.entries) {
        if (entry.item.state === 'done') {
          this.entries.delete(id);
          this.dirty = true;
        }
      }
    });
  }

  /** Something is queued or running. */
  get busy(): boolean {
    return this.getSnapshot().busy;
  }

  /** Calls `listener` with the new snapshot after every change; answers the unsubscribe function. */
  subscribe = (listener: UploadListener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The current state; the same object until something changes (for useSyncExternalStore). */
  getSnapshot = (): UploadSnapshot => {
    this.snapshot ??= this.buildSnapshot();
    return this.snapshot;
  };

  private buildSnapshot(): UploadSnapshot {
    const items = [...this.entries.values()].map((entry) => entry.item);
    const counts = { queued: 0, running: 0, done: 0, failed: 0 };
    let sentBytes = 0;
    let totalBytes = 0;
    for (const item of items) {
      if (item.state === 'failed') {
        counts.failed++;
        continue;
      }
      if (item.state === 'queued') counts.queued++;
      else if (item.state === 'done') counts.done++;
      else counts.running++;
      sentBytes += item.size * item.progress;
      totalBytes += item.size;
    }
    const counted = counts.queued + counts.running + counts.done;
    const progress = totalBytes > 0 ? sentBytes / totalBytes : counted > 0 && counts.done === counted ? 1 : 0;
    return Object.freeze({
      items: Object.freeze(items),
      busy: counts.queued + counts.running > 0,
      counts: Object.freeze(counts),
      sentBytes,
      totalBytes,
      progress,
    });
  }

  /** Starts queued items, in the order they were added, while slots are free. */
  private pump(): void {
    // A step that fails synchronously pumps again from inside this loop: run that after this pass.
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        let running = 0;
        for (const entry of this.entries.values()) if (RUNNING.has(entry.item.state)) running++;
        for (const entry of this.entries.values()) {
          if (running >= this.concurrency) break;
          if (entry.item.state !== 'queued') continue;
          running++;
          void this.run(entry);
        }
      } while (this.pumpAgain);
    } finally {
      this.pumping = false;
    }
  }

  private async run(entry: Entry): Promise<void> {
    const attempt = ++entry.attempt;
    const controller = new AbortController();
    entry.controller = controller;
    const current = () => entry.attempt === attempt && this.entries.get(entry.item.id) === entry;
    let step: UploadStep = 'create';
    try {
      if (!entry.confirmOnly) {
        this.update(entry, { state: 'creating', progress: 0, assetId: null });
        const target = await this.options.create(entry.item.file, {
          name: entry.item.name,
          signal: controller.signal,
          clientMutationId: entry.clientMutationId,
        });
        if (!current()) return;

        step = 'send';
        this.update(entry, { state: 'uploading', assetId: target.assetId });
        await this.send(
          target.form,
          entry.item.file,
          (fraction) => {
            if (current() && entry.item.state === 'uploading') this.update(entry, { progress: clamp(fraction) });
          },
          controller.signal,
        );
        if (!current()) return;
      }

      step = 'confirm';
      entry.controller = null; // confirming cannot be cancelled
      this.update(entry, { state: 'confirming', progress: 1 });
      await this.options.confirm(entry.item.assetId ?? '');
      if (!current()) return;
      this.finish(entry, { state: 'done' });
    } catch (error) {
      // A cancelled run is over already (cancel freed its slot).
      if (current()) this.finish(entry, { state: 'failed', error: describe(step, error) });
    }
  }

  /** Ends a run and hands its slot on, in one change for listeners. */
  private finish(entry: Entry, changes: Pick<UploadItem, 'state'> & Partial<Pick<UploadItem, 'error'>>): void {
    entry.controller = null;
    entry.confirmOnly = false;
    this.batch(() => {
      this.update(entry, changes);
      this.pump();
    });
  }

  private update(entry: Entry, changes: Partial<Omit<UploadItem, 'id' | 'file' | 'name' | 'size'>>): void {
    entry.item = Object.freeze({ ...entry.item, ...changes });
    this.dirty = true;
    if (this.batchDepth === 0) this.emit();
  }

  private batch(change: () => void): void {
    this.batchDepth++;
    try {
      change();
    } finally {
      this.batchDepth--;
    }
    if (this.batchDepth === 0 && this.dirty) this.emit();
  }

  private emit(): void {
    this.dirty = false;
    this.snapshot = null;
    const snapshot = this.getSnapshot();
    for (const listener of [...this.listeners]) {
      try {
        listener(snapshot);
      } catch (error) {
        // A failing listener must not fail an upload or stop the other listeners.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }
}

/** What `filesFromDataTransfer` reads: a DataTransfer, or anything shaped like one (tests). */
export interface DroppedData {
  readonly files: ArrayLike<File>;
  readonly items?: ArrayLike<{ readonly kind: string; getAsFile(): File | null; webkitGetAsEntry?(): FileSystemEntry | null }>;
}

/**
 * The files of a drop, walking dropped folders recursively (`webkitGetAsEntry`). A file from a
 * folder gets its path below the drop (`Logos/dark/logo.svg`) as `webkitRelativePath`, as
 * `<input webkitdirectory>` does; its `name` stays its own. Hidden folders are not entered.
 * Unreadable entries are left out: the promise never rejects.
 *
 * The entries are taken synchronously: call it inside the drop handler (the browser empties the
 * data transfer once the event is over).
 */
export function filesFromDataTransfer(data: DroppedData): Promise<File[]> {
  const items = data.items ? Array.from(data.items).filter((item) => item.kind === 'file') : [];
  if (items.length === 0 || !items.some((item) => typeof item.webkitGetAsEntry === 'function')) {
    return Promise.resolve(Array.from(data.files));
  }
  // Read every entry now, before the event ends.
  const roots = items.map((item) => item.webkitGetAsEntry?.() ?? item.getAsFile());
  return Promise.all(
    roots.map((root) => {
      if (!root) return Promise.resolve([]);
      if (root instanceof Blob) return Promise.resolve([root]);
      return readEntry(root, '');
    }),
  ).then((lists) => lists.flat());
}

function isDirectory(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

function isFile(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

/** The files below `entry`; `folder` is the path of its parent below the drop ('' at the top). */
async function readEntry(entry: FileSystemEntry, folder: string): Promise<File[]> {
  try {
    if (isFile(entry)) {
      const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
      if (folder) Object.defineProperty(file, 'webkitRelativePath', { value: `${folder}/${file.name}`, configurable: true });
      return [file];
    }
    if (isDirectory(entry)) {
      if (entry.name.startsWith('.')) return [];
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      const children = await readAllEntries(entry.createReader());
      const lists = await Promise.all(children.map((child) => readEntry(child, path)));
      return lists.flat();
    }
  } catch {
    // Unreadable (permissions, a file removed meanwhile): leave it out.
  }
  return [];
}

/** readEntries answers in batches (100 in Chromium) until it answers an empty one. */
async function readAllEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}
