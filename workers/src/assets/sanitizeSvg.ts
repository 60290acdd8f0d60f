import { DOMParser, type Element, type Node } from '@xmldom/xmldom';

/**
 * A strict allowlist SVG sanitiser that needs no DOM: the document is parsed with @xmldom/xmldom
 * and a new document is written from the allowed parts only.
 *
 * Kept: shapes, text, groups, gradients, patterns, clip paths, masks, markers, filters (except
 * feImage), <use>/<a>/<textPath> with local (#id) references, <image> with an embedded raster
 * (data:image/png|jpeg|gif|webp), <style> and style="" with local url(#id) references only.
 * Dropped: script, foreignObject, animation (animate/set can rewrite href), SVG fonts, every
 * element and attribute not on the lists (so every on* handler), javascript: and external hrefs,
 * external url(...) in attributes and CSS, @import and @font-face, comments, processing
 * instructions and the doctype. Elements of other namespaces (Inkscape, Illustrator) go too.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

export class SvgError extends Error {
  override name = 'SvgError';
}

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'switch',
  'a',
  'title',
  'desc',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

const ATTRIBUTES = new Set([
  // core and structure
  'id',
  'class',
  'style',
  'lang',
  'tabindex',
  'version',
  'baseProfile',
  'viewBox',
  'preserveAspectRatio',
  'transform',
  'type',
  'media',
  'href',
  // geometry
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'offset',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  // paint servers, clipping, masking, markers
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  // filters
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'stdDeviation',
  'edgeMode',
  'order',
  'kernelMatrix',
  'kernelUnitLength',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'azimuth',
  'elevation',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'z',
  'radius',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  // presentation attributes
  'alignment-baseline',
  'baseline-shift',
  'clip',
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'color-rendering',
  'direction',
  'display',
  'dominant-baseline',
  'enable-background',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'image-rendering',
  'isolation',
  'letter-spacing',
  'lighting-color',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mask-type',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform-origin',
  'unicode-bidi',
  'vector-effect',
  'visibility',
  'word-spacing',
  'writing-mode',
]);

/** Embedded rasters only: an SVG in a data: URI would be a second document to sanitise. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** Anything that could fetch or run something, in a value we otherwise keep. */
function dangerousValue(value: string): boolean {
  const squashed = value.replace(/[\s\u0000-\u001f\u007f]+/g, '').toLowerCase();
  return /javascript:|vbscript:|data:text|expression\(|-moz-binding|behavior:/.test(squashed);
}

/** Every url(...) must point into the document (#id). */
function onlyLocalUrls(value: string): boolean {
  const urls = value.match(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi) ?? [];
  const opened = (value.match(/url\s*\(/gi) ?? []).length;
  if (opened !== urls.length) return false;
  return urls.every((u) => /^url\s*\(\s*['"]?#/i.test(u));
}

/** Sanitised CSS, or undefined when it must go entirely. */
export function sanitizeCss(css: string): string | undefined {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  // Escapes and markup could hide url( or @import from the checks below: no CSS with them.
  if (/[\\<]|\/\*/.test(text)) return undefined;
  if (dangerousValue(text)) return undefined;
  if (/@font-face|image-set\s*\(|(?:^|[^-\w])(?:image|src|element)\s*\(/i.test(text)) return undefined;
  const withoutImports = text.replace(/@import[^;]*;?/gi, '');
  if (/@import/i.test(withoutImports)) return undefined;
  // A declaration that points outside the document goes as a whole (fill: url(https://...) etc.).
  const localUrls = withoutImports.replace(/[\w-]+\s*:[^;{}]*url\s*\([^;{}]*;?/gi, (declaration) =>
    onlyLocalUrls(declaration) ? declaration : '',
  );
  if (/url\s*\(/i.test(localUrls.replace(/url\s*\(\s*['"]?#[^)]*\)/gi, ''))) return undefined;
  return localUrls;
}

function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

function isSvgElement(el: Element): boolean {
  return el.namespaceURI === SVG_NS || el.namespaceURI === null;
}

/** The attributes of one element to keep, with the names to write them under. */
function keptAttributes(el: Element, local: string): [string, string][] | undefined {
  const kept: [string, string][] = [];
  for (let i = 0; i < el.attributes.length; i++) {
    const attr = el.attributes.item(i);
    if (!attr) continue;
    const value = attr.value;
    let name: string;
    if (attr.namespaceURI === null) name = attr.localName ?? attr.name;
    else if (attr.namespaceURI === XLINK_NS && attr.localName === 'href') name = 'xlink:href';
    else if (attr.namespaceURI === XML_NS && (attr.localName === 'space' || attr.localName === 'lang'))
      name = `xml:${attr.localName}`;
    else continue; // xmlns declarations (written anew), editor namespaces
    if (name === 'href' || name === 'xlink:href') {
      const target = value.trim();
      if (target.startsWith('#') && !dangerousValue(target)) kept.push([name, target]);
      else if (local === 'image' && DATA_IMAGE.test(target)) kept.push([name, target.replace(/\s+/g, '')]);
      else if (local === 'use' || local === 'image') return undefined; // pointing outside: drop the element
      continue;
    }
    if (!ATTRIBUTES.has(name)) continue;
    if (name === 'style') {
      const css = sanitizeCss(value);
      if (css !== undefined && css.trim() !== '') kept.push([name, css]);
      continue;
    }
    if (dangerousValue(value) || !onlyLocalUrls(value)) continue;
    kept.push([name, value]);
  }
  if (local === 'image' && !kept.some(([n]) => n === 'href' || n === 'xlink:href')) return undefined;
  return kept;
}

function write(node: Node, out: string[]): void {
  switch (node.nodeType) {
    case node.ELEMENT_NODE: {
      const el = node as Element;
      const local = el.localName ?? el.nodeName;
      if (!isSvgElement(el) || !ELEMENTS.has(local)) return;
      const attrs = keptAttributes(el, local);
      if (attrs === undefined) return;
      if (local === 'style') {
        const css = sanitizeCss(el.textContent ?? '');
        if (css === undefined) return;
        out.push(`<style${attrs.map(([n, v]) => ` ${n}="${escapeAttr(v)}"`).join('')}>${escapeText(css)}</style>`);
        return;
      }
      out.push(`<${local}${attrs.map(([n, v]) => ` ${n}="${escapeAttr(v)}"`).join('')}`);
      if (el.childNodes.length === 0) {
        out.push('/>');
        return;
      }
      out.push('>');
      for (let i = 0; i < el.childNodes.length; i++) {
        const child = el.childNodes.item(i);
        if (child) write(child, out);
      }
      out.push(`</${local}>`);
      return;
    }
    case node.TEXT_NODE:
    case node.CDATA_SECTION_NODE:
      out.push(escapeText(node.nodeValue ?? ''));
      return;
    default:
      return; // comments, processing instructions
  }
}

/** Simple internal-subset entities (Illustrator's <!ENTITY ns_svg "http://...">), expanded with a size cap. */
function expandSimpleEntities(source: string): string {
  const doctype = /<!DOCTYPE\s[^>[]*\[([\s\S]*?)\]\s*>/i.exec(source);
  if (!doctype) return source;
  const entities = new Map<string, string>();
  for (const m of (doctype[1] ?? '').matchAll(/<!ENTITY\s+([A-Za-z_][\w.-]*)\s+(["'])([^"'&<%]*)\2\s*>/g)) {
    if (m[1] && m[3] !== undefined && entities.size < 64 && m[3].length <= 1024) entities.set(m[1], m[3]);
  }
  const body = source.slice(0, doctype.index) + source.slice(doctype.index + doctype[0].length);
  if (entities.size === 0) return body;
  let grown = 0;
  const limit = Math.max(1 << 20, body.length);
  return body.replace(/&([A-Za-z_][\w.-]*);/g, (m, name: string) => {
    const value = entities.get(name);
    if (value === undefined) return m;
    grown += value.length;
    if (grown > limit) throw new SvgError('entity expansion too large');
    return escapeAttr(value);
  });
}

/**
 * The sanitised SVG (UTF-8), or an SvgError when the bytes are not well-formed XML with an <svg> root.
 */
export function sanitizeSvg(bytes: Buffer): Buffer {
  let source = bytes.toString('utf8').replace(/^\uFEFF/, '');
  source = expandSimpleEntities(source);
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new SvgError(message);
    },
  });
  let root: Element | null;
  try {
    root = parser.parseFromString(source, 'image/svg+xml').documentElement;
  } catch (e) {
    throw new SvgError(e instanceof Error ? e.message : 'unparseable SVG');
  }
  if (!root || (root.localName ?? root.nodeName) !== 'svg' || !isSvgElement(root))
    throw new SvgError('the root element is not <svg>');
  const out: string[] = [];
  write(root, out);
  const svg = out.join('');
  if (!svg.startsWith('<svg')) throw new SvgError('nothing left after sanitising');
  // The root gets the namespaces anew: the SVG one (librsvg and browsers need it) and xlink.
  const withNamespaces = svg.replace(/^<svg/, `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`);
  return Buffer.from(withNamespaces, 'utf8');
}
