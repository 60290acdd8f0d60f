import { memo, useEffect, useRef, useState, useSyncExternalStore, type DragEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape, type MessageTag } from 'react-intl';
import { Button } from '../ui/Button';
import { fileSizeFormat, fileSizeParts } from './fileSize';
import { PARALLEL_UPLOADS, type UploadItem, type UploadQueue, type UploadState } from './uploadQueue';
import { Icon } from '../ui/Icon';

const drop = defineMessage<{ choose: MessageTag }>({
  id: 'assets.upload.drop',
  defaultMessage: 'Drop files or folders here, or <choose>choose files</choose>',
});

const totals = {
  hint: defineMessage<{ count: number }>({
    id: 'assets.upload.hint',
    defaultMessage: 'Add as many as you like: {count, number} upload at the same time.',
  }),
  summary: defineMessage<{ done: number; total: number }>({
    id: 'assets.upload.summary',
    defaultMessage: '{done, number} of {total, plural, one {# file} other {# files}} uploaded',
  }),
  failed: defineMessage<{ failed: number }>({ id: 'assets.upload.summaryFailed', defaultMessage: '{failed, number} failed' }),
  bytes: defineMessage<{ sent: string; total: string }>({ id: 'assets.upload.bytes', defaultMessage: '{sent} of {total}' }),
};

/** Labels naming the file, so a screen reader tells the rows' buttons and bars apart. */
const named = {
  progress: defineMessage<{ name: string }>({ id: 'assets.upload.fileProgress', defaultMessage: 'Upload progress of {name}' }),
  retry: defineMessage<{ name: string }>({ id: 'assets.upload.retryLabel', defaultMessage: 'Retry {name}' }),
  cancel: defineMessage<{ name: string }>({ id: 'assets.upload.cancelLabel', defaultMessage: 'Cancel the upload of {name}' }),
  remove: defineMessage<{ name: string }>({ id: 'assets.upload.removeLabel', defaultMessage: 'Remove {name} from the list' }),
};

const messages = defineMessages({
  region: { id: 'assets.upload.region', defaultMessage: 'Uploads' },
  overall: { id: 'assets.upload.overall', defaultMessage: 'Overall upload progress' },
  clearDone: { id: 'assets.upload.clearDone', defaultMessage: 'Clear finished' },
  retry: { id: 'assets.upload.retry', defaultMessage: 'Retry' },
  cancel: { id: 'assets.upload.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'assets.upload.remove', defaultMessage: 'Remove' },
  failedCreate: { id: 'assets.upload.failedCreate', defaultMessage: 'Failed: the upload could not be prepared.' },
  failedSend: { id: 'assets.upload.failedSend', defaultMessage: 'Failed: the file did not arrive.' },
  failedConfirm: { id: 'assets.upload.failedConfirm', defaultMessage: 'Failed: the upload could not be finished.' },
  failedNetwork: { id: 'assets.upload.failedNetwork', defaultMessage: 'Failed: no connection. Check your network and retry.' },
  failedRejected: { id: 'assets.upload.failedRejected', defaultMessage: 'Failed: the storage refused the file.' },
});

const states = defineMessages<Exclude<UploadState, 'failed' | 'uploading'>>({
  queued: { id: 'assets.upload.stateQueued', defaultMessage: 'Waiting' },
  creating: { id: 'assets.upload.stateCreating', defaultMessage: 'Preparing…' },
  confirming: { id: 'assets.upload.stateConfirming', defaultMessage: 'Finishing…' },
  done: { id: 'assets.upload.stateDone', defaultMessage: 'Uploaded' },
});

const uploading = defineMessage<{ progress: number }>({
  id: 'assets.upload.stateUploading',
  defaultMessage: '{progress, number, ::percent} uploaded',
});

/**
 * Warns before the page is closed or reloaded while the queue has something queued or running
 * (spec section 4). UploadPanel calls it; call it also where the queue lives when uploads should go
 * on after the panel is gone. In-app navigation is the router's business (not covered here).
 */
export function useLeavePageWarning(queue: UploadQueue): void {
  const busy = useSyncExternalStore(
    queue.subscribe,
    () => queue.busy,
    () => false,
  );
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers (Chrome < 119) show the dialog only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);
}

function hasFiles(event: { dataTransfer: DataTransfer | null }): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

function formatSize(intl: IntlShape, bytes: number): string {
  const { value, unit } = fileSizeParts(bytes);
  return intl.formatNumber(value, fileSizeFormat(unit));
}

/**
 * The upload queue on screen: a drop zone (files and folders, or a file chooser), one row per file
 * with its progress, and the overall progress. Reads the queue through useSyncExternalStore.
 */
export function UploadPanel({ queue }: { queue: UploadQueue }) {
  const intl = useIntl();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const input = useRef<HTMLInputElement>(null);
  const dragDepth = useRef(0);
  const [dragging, setDragging] = useState(false);
  useLeavePageWarning(queue);

  // Files dropped next to the zone would make the browser open them, leaving the page (and the
  // queue) behind: refuse such drops while the panel is shown.
  useEffect(() => {
    const refuse = (event: globalThis.DragEvent) => {
      if (event.defaultPrevented || !hasFiles(event)) return;
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, []);

  const onDragEnter = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current++;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    // Reads the data transfer now, while the event runs; folders are walked afterwards.
    void queue.addDropped(event.dataTransfer);
  };

  const { items, counts } = snapshot;
  const total = counts.queued + counts.running + counts.done;
  const percent = Math.round(snapshot.progress * 100);

  return (
    <section className="upload-panel" aria-label={intl.formatMessage(messages.region)}>
      <div
        className="upload-drop"
        data-dragging={dragging}
        data-compact={items.length > 0}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <span className="upload-drop-icon" aria-hidden="true">
          <Icon name="upload" size={24} />
        </span>
        <div className="upload-drop-text">
          <p>
            <FormattedMessage
              {...drop}
              values={{
                choose: (chunks) => (
                  <button type="button" className="upload-choose" onClick={() => input.current?.click()}>
                    {chunks}
                  </button>
                ),
              }}
            />
          </p>
          <p className="upload-drop-hint">
            <FormattedMessage {...totals.hint} values={{ count: PARALLEL_UPLOADS }} />
          </p>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.currentTarget.files;
            if (chosen) queue.add(chosen);
            // Choosing the same file again must fire a change again.
            event.currentTarget.value = '';
          }}
        />
      </div>

      {items.length > 0 ? (
        <>
          <div className="upload-summary">
            <div className="upload-summary-head">
              <p role="status" className="upload-summary-text">
                <FormattedMessage {...totals.summary} values={{ done: counts.done, total }} />
                {counts.failed > 0 ? (
                  <span className="upload-summary-failed">
                    <FormattedMessage {...totals.failed} values={{ failed: counts.failed }} />
                  </span>
                ) : null}
              </p>
              <span className="upload-summary-bytes">
                <FormattedMessage
                  {...totals.bytes}
                  values={{ sent: formatSize(intl, snapshot.sentBytes), total: formatSize(intl, snapshot.totalBytes) }}
                />
              </span>
              {counts.done > 0 ? (
                <Button size="small" variant="ghost" onClick={() => queue.clearDone()}>
                  <FormattedMessage {...messages.clearDone} />
                </Button>
              ) : null}
            </div>
            <div
              className="upload-bar overall"
              role="progressbar"
              aria-label={intl.formatMessage(messages.overall)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              data-complete={total > 0 && counts.done === total}
            >
              <span className="upload-bar-fill" style={{ transform: `scaleX(${snapshot.progress})` }} />
            </div>
          </div>

          <ul className="upload-list">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} queue={queue} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** One file. Memoised: an item object changes only when that file's upload changes. */
const UploadRow = memo(function UploadRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const intl = useIntl();
  const name = item.name;
  const running = item.state === 'queued' || item.state === 'creating' || item.state === 'uploading';
  return (
    <li className="upload-item" data-state={item.state}>
      <div className="upload-item-body">
        <div className="upload-item-head">
          <span className="upload-item-name" title={name}>
            {name}
          </span>
          <span className="upload-item-size">{formatSize(intl, item.size)}</span>
        </div>
        <div
          className="upload-bar"
          role="progressbar"
          aria-label={intl.formatMessage(named.progress, { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(item.progress * 100)}
        >
          <span className="upload-bar-fill" style={{ transform: `scaleX(${item.progress})` }} />
        </div>
        <p className="upload-item-status">{statusText(intl, item)}</p>
      </div>
      <div className="upload-item-actions">
        {item.state === 'failed' ? (
          <>
            <Button size="small" aria-label={intl.formatMessage(named.retry, { name })} onClick={() => queue.retry(item.id)}>
              <FormattedMessage {...messages.retry} />
            </Button>
            <Button
              size="small"
              variant="ghost"
              aria-label={intl.formatMessage(named.remove, { name })}
              onClick={() => queue.cancel(item.id)}
            >
              <FormattedMessage {...messages.remove} />
            </Button>
          </>
        ) : running ? (
          <Button
            size="small"
            variant="ghost"
            aria-label={intl.formatMessage(named.cancel, { name })}
            onClick={() => queue.cancel(item.id)}
          >
            <FormattedMessage {...messages.cancel} />
          </Button>
        ) : null}
      </div>
    </li>
  );
});

function statusText(intl: IntlShape, item: UploadItem): string {
  if (item.state === 'uploading') return intl.formatMessage(uploading, { progress: item.progress });
  if (item.state !== 'failed') return intl.formatMessage(states[item.state]);
  const error = item.error;
  // The server's own (translated) message says most; else a text by cause or step.
  if (error?.message) return error.message;
  if (error?.code === 'NETWORK') return intl.formatMessage(messages.failedNetwork);
  if (error?.code === 'UPLOAD_REJECTED') return intl.formatMessage(messages.failedRejected);
  if (error?.step === 'confirm') return intl.formatMessage(messages.failedConfirm);
  if (error?.step === 'send') return intl.formatMessage(messages.failedSend);
  return intl.formatMessage(messages.failedCreate);
}
