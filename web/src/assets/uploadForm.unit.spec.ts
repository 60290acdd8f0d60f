import { describe, expect, it } from 'vitest';
import { uploadForm } from './uploadForm';

describe('uploadForm', () => {
  const info = {
    action: 'https://s3.example.com/bucket',
    method: 'POST',
    fields: [
      { name: 'key', value: 'brands/b1/assets/a1' },
      { name: 'policy', value: 'p' },
    ],
  };

  it("keeps the server's fields in order and adds the file's Content-Type before the file", () => {
    expect(uploadForm(info, { type: 'image/png' })).toEqual({
      action: 'https://s3.example.com/bucket',
      method: 'POST',
      fields: [
        { name: 'key', value: 'brands/b1/assets/a1' },
        { name: 'policy', value: 'p' },
        { name: 'Content-Type', value: 'image/png' },
      ],
    });
  });

  it('falls back to application/octet-stream and keeps a Content-Type the server sent', () => {
    expect(uploadForm(info, { type: '' }).fields.at(-1)).toEqual({ name: 'Content-Type', value: 'application/octet-stream' });
    const typed = { ...info, method: '', fields: [...info.fields, { name: 'content-type', value: 'image/svg+xml' }] };
    const form = uploadForm(typed, { type: 'image/png' });
    expect(form.fields.filter((f) => f.name.toLowerCase() === 'content-type')).toEqual([
      { name: 'content-type', value: 'image/svg+xml' },
    ]);
    expect(form.method).toBe('POST');
  });
});
