import { describe, expect, it } from 'vitest';
import { inDownloadZip, zipEntryNames, zipFileName } from './zip';

describe('a download element as a zip', () => {
  it('names each file by its download name, numbering repeated names before the extension', () => {
    expect(
      zipEntryNames([
        { name: 'Logo.png', extension: 'png' },
        { name: 'logo.PNG', extension: 'png' },
        { name: 'Logo', extension: 'png' },
        { name: 'Guide', extension: 'pdf' },
        { name: 'README', extension: '' },
        { name: 'README', extension: '' },
      ]),
    ).toEqual(['Logo.png', 'logo (2).PNG', 'Logo (3).png', 'Guide.pdf', 'README', 'README (2)']);
  });

  it('keeps every file at the top of the zip, with no control characters and never only dots', () => {
    expect(
      zipEntryNames([
        { name: '../../etc/passwd', extension: '' },
        { name: 'a\\b\u0000c.txt', extension: 'txt' },
        { name: '..', extension: '' },
      ]),
    ).toEqual(['.._.._etc_passwd', 'a_b_c.txt', '_..']);
  });

  it('is named after the label, else the page, else "download"', () => {
    expect(zipFileName('Logo pack', 'Brand assets')).toBe('Logo pack.zip');
    expect(zipFileName('  ', 'Brand assets')).toBe('Brand assets.zip');
    expect(zipFileName('a/b: "c"\n', '')).toBe('a b c.zip');
    expect(zipFileName('...', '')).toBe('download.zip');
    expect(zipFileName('x'.repeat(300), '')).toBe(`${'x'.repeat(120)}.zip`);
  });

  it('takes only files whose processing ended well', () => {
    expect(['pending', 'uploaded', 'ready', 'failed'].filter((status) => inDownloadZip({ status }))).toEqual(['ready']);
  });
});
