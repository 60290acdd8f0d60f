import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import compiledDe from '../i18n/compiled/de.json';
import compiledEn from '../i18n/compiled/en.json';
import { UploadPanel } from './UploadPanel';
import { UploadQueue, UploadSendError, type UploadTarget } from './uploadQueue';

/** The panel's markup for a queue in a known state (server-rendered: no DOM needed). */
const target: UploadTarget = { assetId: 'a1', form: { action: '/storage', method: 'POST', fields: [] } };
/** One turn of the event loop (a 0 ms timeout): the queue (no timers, fakes answering at once) has done all it can. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function render(queue: UploadQueue, locale: 'en-US' | 'de-DE' = 'en-US') {
  const messages = (locale === 'en-US' ? compiledEn : compiledDe) as unknown as Record<string, MessageFormatElement[]>;
  return renderToStaticMarkup(createElement(IntlProvider, { locale, messages }, createElement(UploadPanel, { queue })));
}

describe('UploadPanel', () => {
  it('shows only the drop zone while the queue is empty', () => {
    const queue = new UploadQueue({ create: async () => target, confirm: async () => {} });
    const html = render(queue);
    expect(html).toContain('Drop files or folders here, or <button type="button" class="upload-choose">choose files</button>');
    expect(html).toContain('<input type="file" multiple="" hidden="" tabindex="-1"/>');
    expect(html).not.toContain('upload-list');
  });

  it('lists the files with size, state, progress bars and the buttons their state allows', async () => {
    const progress = new Map<string, (fraction: number) => void>();
    const queue = new UploadQueue({
      concurrency: 2,
      create: async (file) => {
        if (file.name === 'bad.png') throw new Error('boom');
        return target;
      },
      send: async (_form, file, onProgress) => {
        if (file.name === 'refused.png') throw new UploadSendError(403);
        progress.set(file.name, onProgress);
        return new Promise(() => {});
      },
      confirm: async () => {},
    });
    queue.add([
      new File([new Uint8Array(1_530_000)], 'logo.png'),
      new File(['x'], 'bad.png'),
      new File(['x'], 'refused.png'),
      new File(['x'], 'later.png'),
    ]);
    await settle();
    progress.get('logo.png')?.(0.42);

    const html = render(queue);
    expect(html).toContain('<span class="upload-item-name" title="logo.png">logo.png</span>');
    expect(html).toContain('1.5 MB');
    expect(html).toContain('aria-label="Upload progress of logo.png" aria-valuemin="0" aria-valuemax="100" aria-valuenow="42"');
    expect(html).toContain('42% uploaded');
    expect(html).toContain('Failed: the upload could not be prepared.');
    expect(html).toContain('Failed: the storage refused the file.');
    expect(html).toContain(
      'aria-valuenow="0"><span class="upload-bar-fill" style="transform:scaleX(0)"></span></div><p class="upload-item-status">0% uploaded',
    );
    expect(html).toContain('aria-label="Retry bad.png"');
    expect(html).toContain('aria-label="Remove bad.png from the list"');
    expect(html).toContain('aria-label="Cancel the upload of logo.png"');
    expect(html).toContain('aria-label="Cancel the upload of later.png"');
    expect(html).toContain('0 of 2 files uploaded');
    expect(html).toContain('2 failed');
    expect(html).toMatch(/aria-label="Overall upload progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="42"/);

    const de = render(queue, 'de-DE');
    expect(de).toContain('Dateien oder Ordner hierher ziehen');
    expect(de).toContain('1,5 MB');
    expect(de).toMatch(/42\s% hochgeladen/);
    expect(de).toContain('0 von 2 Dateien hochgeladen');
  });
});
