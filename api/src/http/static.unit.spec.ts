import { describe, expect, it } from 'vitest';
import { acceptedEncodings, jsonInHtml, pageHtml } from './static';

describe("the session in a page's HTML", () => {
  it('cannot end its script element or open another, and reads back as the same value', () => {
    const hostile = { email: '</script><script>alert(1)</script>', note: '<!-- & \u2028\u2029 -->' };
    const text = jsonInHtml(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
    expect(jsonInHtml(undefined)).toBe('null');
  });

  it("takes the server's render into the root element and the page's language into its lang", () => {
    const index = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    const html = pageHtml(index, null, [], { html: '<main>$& Hallo</main>', lang: 'de' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<div id="root"><main>$& Hallo</main></div>');
    expect(pageHtml(index, null, [], { lang: '"><script>' })).toContain('<html lang="en">');
  });

  it("carries a rendered screen's Relay records, escaped, and none without a render", () => {
    const index = '<html lang="en"><head></head><body><div id="root"></div></body></html>';
    const records = { 'client:root': { __id: 'client:root', name: '</script><script>alert(1)</script>' } };
    const html = pageHtml(index, null, [], { html: '<main>Acme</main>', records });
    const element = /<script type="application\/json" id="bt-relay">([^<]*)<\/script><\/head>/.exec(html);
    expect(JSON.parse(element![1]!)).toEqual(records);
    expect(pageHtml(index, null, [], { records })).not.toContain('bt-relay');
  });

  it('puts the stylesheets first in the head, before any script', () => {
    const index =
      '<html lang="en"><head><script type="module" src="/a.js"></script><link rel="stylesheet" href="/s.css"></head><body><div id="root"></div></body></html>';
    expect(pageHtml(index, null, ['assets/x.js'])).toMatch(
      /^<html lang="en"><head><link rel="stylesheet" href="\/s.css"><script type="module" src="\/a.js"><\/script><link rel="modulepreload"/,
    );
  });

  it("puts the first screen's image preloads after the stylesheets, before the scripts, and out of the root element", () => {
    const index =
      '<html lang="en"><head><script type="module" src="/a.js"></script><link rel="stylesheet" href="/s.css"></head><body><div id="root"></div></body></html>';
    const preload = '<link rel="preload" as="image" href="/p.webp?a=1&amp;b=2" fetchPriority="high"/>';
    const html = pageHtml(index, null, ['assets/x.js'], { html: `${preload}${preload}<main><img src="/p.webp"></main>` });
    expect(html).toMatch(
      /^<html lang="en"><head><link rel="stylesheet" href="\/s.css"><link rel="preload" as="image" href="\/p.webp\?a=1&amp;b=2" fetchPriority="high"\/><link rel="preload"[^>]*><script type="module"/,
    );
    expect(html).toContain('<div id="root"><main><img src="/p.webp"></main></div>');
    // A preload React did not put first stays where it is.
    expect(pageHtml(index, null, [], { html: `<main>${preload}</main>` })).toContain(
      `<div id="root"><main>${preload}</main></div>`,
    );
  });

  it('replaces the title with the one given, and describes the page, all of it escaped', () => {
    const index = '<html><head><title>Brandtrail</title></head><body></body></html>';
    const html = pageHtml(index, null, [], { head: { title: 'A & <B>', description: 'Say "hi" & \'bye\'' } });
    expect(html).toContain(
      '<title>A &amp; &lt;B&gt;</title><meta property="og:title" content="A &amp; &lt;B&gt;">' +
        '<meta name="description" content="Say &quot;hi&quot; &amp; &#39;bye&#39;">' +
        '<meta property="og:description" content="Say &quot;hi&quot; &amp; &#39;bye&#39;">',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(pageHtml(index, null, [], { head: { title: 'Acme', description: '' } })).not.toContain('description');
    expect(pageHtml(index, null)).toContain('<title>Brandtrail</title>');
  });

  it('goes at the end of the head, once', () => {
    const html = pageHtml('<html><head><title>t</title></head><body></body></html>', { id: 'u1' });
    expect(html).toBe(
      '<html><head><title>t</title><script type="application/json" id="bt-session">{"id":"u1"}</script></head><body></body></html>',
    );
  });
});

describe('the encodings a browser takes', () => {
  it('reads Accept-Encoding with its weights, Brotli before gzip, and refuses what q=0 refuses', () => {
    const names = (header: string) => acceptedEncodings(header).map((e) => e.name);
    expect(names('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(names('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(names('BR; q=0.5')).toEqual(['br']);
    expect(names('identity')).toEqual([]);
    expect(names('')).toEqual([]);
  });
});
