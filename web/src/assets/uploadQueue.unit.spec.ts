import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api';
import { formatFileSize } from './fileSize';
import {
  filesFromDataTransfer,
  isSkippedPath,
  sendWithXhr,
  UploadQueue,
  UploadSendError,
  type UploadForm,
  type UploadSnapshot,
  type UploadTarget,
} from './uploadQueue';

/**
 * Spec section 4 ("Uploads") against server steps that record their calls and answer when the test
 * says so.
 */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface CreateCall extends Deferred<UploadTarget> {
  name: string;
  signal: AbortSignal;
  clientMutationId: string;
}
interface SendCall extends Deferred<void> {
  form: UploadForm;
  file: File;
  progress: (fraction: number) => void;
  signal: AbortSignal;
}
interface ConfirmCall extends Deferred<void> {
  assetId: string;
}

function setup(concurrency?: number) {
  const creates: CreateCall[] = [];
  const sends: SendCall[] = [];
  const confirms: ConfirmCall[] = [];
  const queue = new UploadQueue({
    concurrency,
    create: (_file, { name, signal, clientMutationId }) => {
      const call = { ...deferred<UploadTarget>(), name, signal, clientMutationId };
      creates.push(call);
      return call.promise;
    },
    send: (form, file, progress, signal) => {
      const call = { ...deferred<void>(), form, file, progress, signal };
      sends.push(call);
      return call.promise;
    },
    confirm: (assetId) => {
      const call = { ...deferred<void>(), assetId };
      confirms.push(call);
      return call.promise;
    },
  });
  const snapshots: UploadSnapshot[] = [];
  queue.subscribe((snapshot) => snapshots.push(snapshot));
  /** The latest create call for `name` answers with asset `asset-<name>`. */
  const created = async (name: string) => {
    const call = creates.findLast((c) => c.name === name);
    if (!call) throw new Error(`no create for ${name}`);
    call.resolve(target(name));
    await settle();
  };
  const states = () => queue.getSnapshot().items.map((item) => `${item.name}:${item.state}`);
  return { queue, creates, sends, confirms, snapshots, created, states };
}

function target(name: string): UploadTarget {
  return {
    assetId: `asset-${name}`,
    form: { action: 'https://storage.test/bucket', method: 'POST', fields: [{ name: 'key', value: `assets/${name}` }] },
  };
}

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const files = (count: number, size = 100) => Array.from({ length: count }, (_, i) => file(`f${i + 1}.png`, size));
/**
 * One turn of the event loop (a 0 ms timeout): every promise callback the test's answers started
 * has run. The queue has no timers, so what it has not done by then (a create, a send) it does not
 * do until the test answers again.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const running = (queue: UploadQueue) => queue.getSnapshot().counts.running;

describe('upload queue (spec section 4, uploads)', () => {
  it('creates the asset record first, then posts the file to the returned target, then confirms', async () => {
    const { queue, creates, sends, confirms, states } = setup();
    const [item] = queue.add([file('logo.svg', 300)]);
    expect(states()).toEqual(['logo.svg:creating']);
    expect(creates.map((c) => c.name)).toEqual(['logo.svg']);
    expect(sends).toHaveLength(0);

    creates[0]?.resolve(target('logo.svg'));
    await settle();
    expect(states()).toEqual(['logo.svg:uploading']);
    expect(sends[0]?.form).toEqual(target('logo.svg').form);
    expect(sends[0]?.file).toBe(item?.file);
    expect(queue.getSnapshot().items[0]?.assetId).toBe('asset-logo.svg');

    sends[0]?.resolve();
    await settle();
    expect(states()).toEqual(['logo.svg:confirming']);
    expect(confirms.map((c) => c.assetId)).toEqual(['asset-logo.svg']);

    confirms[0]?.resolve();
    await settle();
    expect(states()).toEqual(['logo.svg:done']);
    expect(queue.getSnapshot().items[0]?.progress).toBe(1);
  });

  it('never runs more than 5 uploads at once and starts the next as one finishes', async () => {
    const { queue, creates, sends, confirms, created, states } = setup();
    queue.add(files(12));
    expect(creates).toHaveLength(5);
    expect(running(queue)).toBe(5);
    expect(queue.getSnapshot().counts.queued).toBe(7);

    // Creating, uploading and confirming all hold a slot.
    await created('f1.png');
    await created('f2.png');
    sends[0]?.resolve();
    await settle();
    expect(states().slice(0, 3)).toEqual(['f1.png:confirming', 'f2.png:uploading', 'f3.png:creating']);
    expect(creates).toHaveLength(5);

    confirms[0]?.resolve();
    await settle();
    expect(creates.map((c) => c.name)).toEqual(['f1.png', 'f2.png', 'f3.png', 'f4.png', 'f5.png', 'f6.png']);
    expect(running(queue)).toBe(5);

    // Drive everything to the end, checking the limit after every step.
    let max = 0;
    for (let round = 0; round < 50 && queue.busy; round++) {
      for (const call of creates) call.resolve(target(call.name));
      for (const call of sends) call.resolve();
      for (const call of confirms) call.resolve();
      await settle();
      max = Math.max(max, running(queue));
    }
    expect(max).toBeLessThanOrEqual(5);
    expect(queue.getSnapshot().counts).toEqual({ queued: 0, running: 0, done: 12, failed: 0 });
  });

  it('takes its concurrency from the options', () => {
    const { queue, creates } = setup(2);
    queue.add(files(4));
    expect(creates).toHaveLength(2);
    expect(() => new UploadQueue({ create: vi.fn(), confirm: vi.fn(), concurrency: 0 })).toThrow(RangeError);
  });

  it('skips .DS_Store files and hidden files inside folders', () => {
    const { queue, creates } = setup();
    const inFolder = (name: string, path: string) => Object.defineProperty(file(name), 'webkitRelativePath', { value: path });
    const added = queue.add([
      file('.DS_Store'),
      file('a.png'),
      inFolder('.DS_Store', 'Logos/.DS_Store'),
      inFolder('._b.png', 'Logos/._b.png'),
      inFolder('config', 'Logos/.git/config'),
      inFolder('c.png', 'Logos/dark/c.png'),
      file('.env'),
    ]);
    expect(added.map((item) => item.name)).toEqual(['a.png', 'Logos/dark/c.png', '.env']);
    expect(creates.map((c) => c.name)).toEqual(['a.png', 'Logos/dark/c.png', '.env']);
    expect(isSkippedPath('.DS_Store')).toBe(true);
    expect(isSkippedPath('x/.hidden/y.png')).toBe(true);
    expect(isSkippedPath('.hidden.png')).toBe(false);
  });

  it('reports the progress of each file and of the whole queue in bytes', async () => {
    const { queue, sends, created } = setup(2);
    queue.add([file('a', 100), file('b', 300), file('c', 600)]);
    expect(queue.getSnapshot()).toMatchObject({ sentBytes: 0, totalBytes: 1000, progress: 0 });

    await created('a');
    await created('b');
    sends[0]?.progress(0.5);
    sends[1]?.progress(0.25);
    expect(queue.getSnapshot().items.map((item) => item.progress)).toEqual([0.5, 0.25, 0]);
    expect(queue.getSnapshot()).toMatchObject({ sentBytes: 125, totalBytes: 1000, progress: 0.125 });

    // Out-of-range reports are clamped.
    sends[1]?.progress(7);
    expect(queue.getSnapshot().items[1]?.progress).toBe(1);
    sends[1]?.progress(-1);
    expect(queue.getSnapshot().items[1]?.progress).toBe(0);

    sends[0]?.resolve();
    await settle();
    expect(queue.getSnapshot().items[0]).toMatchObject({ state: 'confirming', progress: 1 });
    expect(queue.getSnapshot().sentBytes).toBe(100);
  });

  it('leaves failed and cleared items out of the overall progress', async () => {
    const { queue, creates, sends, confirms, created } = setup();
    queue.add([file('a', 100), file('b', 300)]);
    await created('a');
    sends[0]?.resolve();
    await settle();
    confirms[0]?.resolve();
    creates[1]?.reject(new Error('boom'));
    await settle();
    expect(queue.getSnapshot()).toMatchObject({ sentBytes: 100, totalBytes: 100, progress: 1 });

    queue.clearDone();
    expect(queue.getSnapshot().items.map((item) => item.name)).toEqual(['b']);
    expect(queue.getSnapshot()).toMatchObject({ sentBytes: 0, totalBytes: 0, progress: 0 });
  });

  it('marks a failed send as failed with its error, and retry starts again with a new asset record', async () => {
    const { queue, creates, sends, confirms, created, states } = setup();
    const [item] = queue.add([file('a.png')]);
    await created('a.png');
    sends[0]?.progress(0.4);
    sends[0]?.reject(new UploadSendError(403));
    await settle();
    expect(states()).toEqual(['a.png:failed']);
    expect(queue.getSnapshot().items[0]?.error).toEqual({ step: 'send', code: 'UPLOAD_REJECTED', message: '', status: 403 });
    expect(queue.busy).toBe(false);

    expect(queue.retry(item?.id ?? '')).toBe(true);
    expect(states()).toEqual(['a.png:creating']);
    expect(queue.getSnapshot().items[0]).toMatchObject({ progress: 0, error: null });
    expect(creates).toHaveLength(2);
    // The same create again (a lost answer is answered with the asset it made).
    expect(creates[1]!.clientMutationId).toBe(creates[0]!.clientMutationId);
    await created('a.png');
    sends[1]?.resolve();
    await settle();
    confirms[0]?.resolve();
    await settle();
    expect(states()).toEqual(['a.png:done']);
    expect(queue.retry(item?.id ?? '')).toBe(false);
  });

  it('gives each file a clientMutationId of its own', () => {
    const { queue, creates } = setup();
    queue.add([file('a.png'), file('b.png')]);
    expect(new Set(creates.map((c) => c.clientMutationId)).size).toBe(2);
  });

  it('reports a network error of the storage target', async () => {
    const { queue, sends, created } = setup();
    queue.add([file('a.png')]);
    await created('a.png');
    sends[0]?.reject(new UploadSendError(0));
    await settle();
    expect(queue.getSnapshot().items[0]?.error).toEqual({ step: 'send', code: 'NETWORK', message: '', status: 0 });
  });

  it('marks a failed create as failed, keeping the server message, and goes on with the next file', async () => {
    const { queue, creates, sends, states } = setup(1);
    queue.add([file('a.png'), file('b.png')]);
    creates[0]?.reject(new ApiError('Dateityp nicht erlaubt', 422, 'FILE_TYPE'));
    await settle();
    expect(states()).toEqual(['a.png:failed', 'b.png:creating']);
    expect(sends).toHaveLength(0);
    expect(queue.getSnapshot().items[0]?.error).toEqual({
      step: 'create',
      code: 'FILE_TYPE',
      message: 'Dateityp nicht erlaubt',
      status: 422,
    });
  });

  it('never shows the text of a programming error', async () => {
    const { queue, creates } = setup();
    queue.add([file('a.png')]);
    creates[0]?.reject(new TypeError('x is undefined'));
    await settle();
    expect(queue.getSnapshot().items[0]?.error).toEqual({ step: 'create', code: 'UNKNOWN', message: '', status: 500 });
  });

  it('retries only the confirmation when that failed', async () => {
    const { queue, creates, sends, confirms, created, states } = setup();
    const [item] = queue.add([file('a.png')]);
    await created('a.png');
    sends[0]?.resolve();
    await settle();
    confirms[0]?.reject(new ApiError('', 0, 'NETWORK'));
    await settle();
    expect(queue.getSnapshot().items[0]?.error).toMatchObject({ step: 'confirm', code: 'NETWORK' });

    queue.retry(item?.id ?? '');
    expect(states()).toEqual(['a.png:confirming']);
    expect(creates).toHaveLength(1);
    expect(sends).toHaveLength(1);
    expect(confirms.map((c) => c.assetId)).toEqual(['asset-a.png', 'asset-a.png']);
    confirms[1]?.resolve();
    await settle();
    expect(states()).toEqual(['a.png:done']);
  });

  it('cancels a running upload: aborts the request, removes the item and frees the slot', async () => {
    const { queue, creates, sends, created, states } = setup(1);
    const [a] = queue.add([file('a.png'), file('b.png')]);
    await created('a.png');
    expect(sends[0]?.signal.aborted).toBe(false);

    expect(queue.cancel(a?.id ?? '')).toBe(true);
    expect(sends[0]?.signal.aborted).toBe(true);
    expect(states()).toEqual(['b.png:creating']);
    expect(creates).toHaveLength(2);

    // The aborted request's late answer changes nothing.
    sends[0]?.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(states()).toEqual(['b.png:creating']);
  });

  it('cancels a queued upload and one whose asset record is being created', async () => {
    const { queue, creates, sends, states } = setup(1);
    const [a, b] = queue.add([file('a.png'), file('b.png'), file('c.png')]);
    expect(queue.cancel(b?.id ?? '')).toBe(true);
    expect(states()).toEqual(['a.png:creating', 'c.png:queued']);

    expect(queue.cancel(a?.id ?? '')).toBe(true);
    expect(creates[0]?.signal.aborted).toBe(true);
    creates[0]?.resolve(target('a.png'));
    await settle();
    expect(sends).toHaveLength(0);
    expect(states()).toEqual(['c.png:creating']);
  });

  it('does not cancel a confirming or done upload, and removes a failed one', async () => {
    const { queue, creates, sends, confirms, created, states } = setup();
    const [a, b] = queue.add([file('a.png'), file('b.png')]);
    await created('a.png');
    creates[1]?.reject(new Error('boom'));
    sends[0]?.resolve();
    await settle();
    expect(queue.cancel(a?.id ?? '')).toBe(false);
    confirms[0]?.resolve();
    await settle();
    expect(queue.cancel(a?.id ?? '')).toBe(false);
    expect(queue.cancel(b?.id ?? '')).toBe(true);
    expect(states()).toEqual(['a.png:done']);
    expect(queue.cancel('nope')).toBe(false);
  });

  it('tells listeners of every change with a new snapshot, stable in between', async () => {
    const { queue, snapshots, created, sends } = setup();
    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);

    queue.add([file('a.png'), file('b.png')]);
    // One add is one change, however many files it starts.
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toBe(queue.getSnapshot());
    expect(snapshots[0]).not.toBe(before);
    expect(queue.getSnapshot()).toBe(snapshots[0]);
    expect(Object.isFrozen(snapshots[0]?.items)).toBe(true);

    await created('a.png');
    expect(snapshots).toHaveLength(2);
    sends[0]?.progress(0.5);
    expect(snapshots).toHaveLength(3);
    // Items that did not change keep their object.
    expect(snapshots[2]?.items[1]).toBe(snapshots[1]?.items[1]);
    expect(snapshots[2]?.items[0]).not.toBe(snapshots[1]?.items[0]);

    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    unsubscribe();
    queue.add([file('c.png')]);
    expect(listener).not.toHaveBeenCalled();
    // Nothing skipped or removed: no change, no call.
    queue.add([file('.DS_Store')]);
    queue.clearDone();
    expect(snapshots).toHaveLength(4);
  });

  it('is busy while anything is queued or running (the leave-page warning)', async () => {
    const { queue, creates, sends, confirms, created } = setup(1);
    expect(queue.busy).toBe(false);
    const [a, b] = queue.add([file('a.png'), file('b.png')]);
    expect(queue.busy).toBe(true);
    creates[0]?.reject(new Error('boom'));
    await settle();
    // a failed, b creating.
    expect(queue.busy).toBe(true);
    await created('b.png');
    sends[0]?.resolve();
    await settle();
    expect(queue.busy).toBe(true);
    confirms[0]?.resolve();
    await settle();
    expect(queue.busy).toBe(false);
    expect(queue.getSnapshot().busy).toBe(false);

    queue.retry(a?.id ?? '');
    expect(queue.busy).toBe(true);
    queue.cancel(a?.id ?? '');
    expect(queue.busy).toBe(false);
    expect(b?.id).not.toBe(a?.id);
  });

  it('keeps uploading when a listener throws (the error is rethrown apart)', async () => {
    const rethrown: (() => void)[] = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => rethrown.push(task));
    try {
      const { queue, created, states } = setup();
      queue.subscribe(() => {
        throw new Error('listener');
      });
      queue.add([file('a.png')]);
      await created('a.png');
      expect(states()).toEqual(['a.png:uploading']);
      expect(rethrown.length).toBe(2);
      expect(rethrown[0]).toThrow('listener');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('filesFromDataTransfer', () => {
  type Entry = FileSystemEntry;
  const fileEntry = (name: string, fullPath = `/${name}`): Entry =>
    ({ isFile: true, isDirectory: false, name, fullPath, file: (ok: (f: File) => void) => ok(file(name)) }) as unknown as Entry;
  /** A folder whose reader answers in batches of two, as Chromium does in batches of 100. */
  const folder = (name: string, children: Entry[]): Entry =>
    ({
      isFile: false,
      isDirectory: true,
      name,
      createReader: () => {
        let at = 0;
        return {
          readEntries: (ok: (entries: Entry[]) => void) => {
            const batch = children.slice(at, at + 2);
            at += 2;
            setTimeout(() => ok(batch), 0);
          },
        };
      },
    }) as unknown as Entry;
  const item = (entry: Entry | null, asFile: File | null = null) => ({
    kind: 'file',
    getAsFile: () => asFile,
    webkitGetAsEntry: () => entry,
  });

  it('walks dropped folders and gives their files their relative path', async () => {
    const dropped = await filesFromDataTransfer({
      files: [],
      items: [
        item(fileEntry('top.png')),
        item(
          folder('Logos', [
            fileEntry('a.svg'),
            folder('dark', [fileEntry('b.svg'), fileEntry('c.svg'), fileEntry('d.svg')]),
            folder('.git', [fileEntry('config')]),
            fileEntry('.DS_Store'),
          ]),
        ),
        { kind: 'string', getAsFile: () => null, webkitGetAsEntry: () => null },
        item(null, file('plain.txt')),
      ],
    });
    expect(dropped.map((f) => [f.name, f.webkitRelativePath || ''])).toEqual([
      ['top.png', ''],
      ['a.svg', 'Logos/a.svg'],
      ['b.svg', 'Logos/dark/b.svg'],
      ['c.svg', 'Logos/dark/c.svg'],
      ['d.svg', 'Logos/dark/d.svg'],
      ['.DS_Store', 'Logos/.DS_Store'],
      ['plain.txt', ''],
    ]);

    // The queue then skips the .DS_Store and names folder files by their path.
    const queue = new UploadQueue({ create: () => new Promise(() => {}), confirm: vi.fn() });
    expect(queue.add(dropped).map((i) => i.name)).toEqual([
      'top.png',
      'Logos/a.svg',
      'Logos/dark/b.svg',
      'Logos/dark/c.svg',
      'Logos/dark/d.svg',
      'plain.txt',
    ]);
  });

  it('leaves unreadable entries out', async () => {
    const broken = {
      isFile: true,
      isDirectory: false,
      name: 'x',
      file: (_ok: unknown, fail: (e: Error) => void) => fail(new Error('gone')),
    };
    const dropped = await filesFromDataTransfer({
      files: [],
      items: [item(broken as unknown as Entry), item(fileEntry('ok.png'))],
    });
    expect(dropped.map((f) => f.name)).toEqual(['ok.png']);
  });

  it('falls back to the file list without entry support', async () => {
    const plain = [file('a.png'), file('b.png')];
    expect(await filesFromDataTransfer({ files: plain })).toEqual(plain);
    expect(await filesFromDataTransfer({ files: plain, items: [{ kind: 'file', getAsFile: () => null }] })).toEqual(plain);
  });
});

describe('sendWithXhr', () => {
  class FakeXhr {
    static last: FakeXhr | null = null;
    method = '';
    url = '';
    status = 0;
    body: FormData | null = null;
    aborted = false;
    private handlers = new Map<string, ((event: unknown) => void)[]>();
    upload = { addEventListener: (type: string, handler: (event: unknown) => void) => this.on(`upload:${type}`, handler) };
    constructor() {
      FakeXhr.last = this;
    }
    on(type: string, handler: (event: unknown) => void) {
      this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    }
    addEventListener(type: string, handler: (event: unknown) => void) {
      this.on(type, handler);
    }
    fire(type: string, event: unknown = {}) {
      for (const handler of this.handlers.get(type) ?? []) handler(event);
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(body: FormData) {
      this.body = body;
    }
    abort() {
      this.aborted = true;
      this.fire('abort');
      this.fire('loadend');
    }
    answer(status: number) {
      this.status = status;
      this.fire('load');
      this.fire('loadend');
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const form: UploadForm = {
    action: 'https://storage.test/bucket',
    method: 'POST',
    fields: [
      { name: 'key', value: 'assets/1' },
      { name: 'policy', value: 'abc' },
    ],
  };

  it('posts the fields first, then the file, and reports upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const sent = sendWithXhr(form, file('a.png', 10), (f) => progress.push(f), new AbortController().signal);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'https://storage.test/bucket']);
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['key', 'policy', 'file']);
    expect((xhr.body?.get('file') as File).name).toBe('a.png');

    xhr.fire('upload:progress', { lengthComputable: true, loaded: 50, total: 200 });
    xhr.fire('upload:progress', { lengthComputable: false, loaded: 60, total: 0 });
    xhr.answer(204);
    await sent;
    expect(progress).toEqual([0.25, 1]);
  });

  it('rejects a non-2xx answer and a network error with UploadSendError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = sendWithXhr(form, file('a.png'), () => {}, new AbortController().signal);
    FakeXhr.last!.answer(403);
    await expect(refused).rejects.toMatchObject({ status: 403, code: 'UPLOAD_REJECTED' });

    const offline = sendWithXhr(form, file('a.png'), () => {}, new AbortController().signal);
    FakeXhr.last!.fire('error');
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('aborts the request when the signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const sent = sendWithXhr(form, file('a.png'), () => {}, controller.signal);
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    await expect(sendWithXhr(form, file('a.png'), () => {}, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('formatFileSize', () => {
  it('uses the largest unit, decimal, in the locale', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(12_300, 'en')).toBe('12.3 kB');
    expect(formatFileSize(1_530_000, 'de')).toBe('1,5 MB');
    expect(formatFileSize(999_960, 'en')).toBe('1 MB');
    expect(formatFileSize(2_000_000_000, 'en')).toBe('2 GB');
  });
});
