import { describe, expect, it } from 'vitest';
import { renderSeedImage, seedImageSpecs } from './images.ts';
import { generateCatalog } from './index.ts';

/**
 * A small well-formedness check for our own SVG output (no DOM parser in node): tags balance,
 * attributes are quoted, and every '&' starts an entity.
 */
function wellFormedProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) problems.push(`bare & in text near ${text.slice(0, 30)}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [, closing, name, attrs, selfClosing] = m;
    if (attrs && /&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(attrs)) problems.push(`bare & in attributes of <${name}>`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
    i = tag.lastIndex;
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(',')}`);
  return problems;
}

describe('seed images', () => {
  // Lens packages are not frames: no pictures, no try-on.
  const products = generateCatalog().products.filter((p) => p.productType !== 'Lenses');
  const keys = products.flatMap((p) => p.images.map((img) => img.key));
  const tryOnImages = new Map(
    products.flatMap((p) => p.variants.flatMap((v) => (v.tryOnImage ? [[v.tryOnImage.key, v.tryOnImage]] : []))),
  );

  it('knows every image key of the catalog (product images and try-on pictures) and nothing else', () => {
    expect(new Set(seedImageSpecs().keys())).toEqual(new Set([...keys, ...tryOnImages.keys()]));
    expect(renderSeedImage('no-such-image')).toBeNull();
  });

  it('renders every key as a small, well-formed SVG with a title', () => {
    for (const key of keys) {
      const svg = renderSeedImage(key);
      expect(svg, key).not.toBeNull();
      const doc = svg ?? '';
      expect(doc.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 400 300"'), key).toBe(
        true,
      );
      expect(doc).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(doc.endsWith('</svg>')).toBe(true);
      expect(wellFormedProblems(doc), key).toEqual([]);
      expect(doc.length, key).toBeLessThan(12 * 1024);
      expect(doc).not.toMatch(/NaN|undefined|Infinity/);
      const ids = [...doc.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, key).toBe(ids.length);
      for (const ref of doc.matchAll(/(?:href="#|url\(#)([^")]+)/g)) expect(ids, `${key} -> ${ref[1]}`).toContain(ref[1]);
    }
  });

  it('is deterministic', () => {
    for (const key of keys.slice(0, 40)) expect(renderSeedImage(key)).toBe(renderSeedImage(key));
  });

  it('escapes brand names in the SVG text', () => {
    const key = keys.find((k) => k.startsWith('dolce-and-gabbana') && k.endsWith('-side'));
    expect(key).toBeDefined();
    const svg = renderSeedImage(key ?? '') ?? '';
    expect(svg).toContain('Dolce &amp; Gabbana');
    expect(svg).not.toContain('Dolce & Gabbana');
  });

  it('draws each of the 8 shapes with its own outline', () => {
    const outlines = new Map<string, string>();
    for (const [key, spec] of seedImageSpecs()) {
      if (spec.kind !== 'frame' || spec.angle !== 'front' || spec.productType === 'Safety-glass') continue;
      const path = /<path id="p" d="([^"]+)"/.exec(renderSeedImage(key) ?? '')?.[1];
      expect(path).toBeDefined();
      outlines.set(spec.shape, path ?? '');
    }
    expect(outlines.size).toBe(8);
    expect(new Set(outlines.values()).size).toBe(8);
  });

  describe('try-on pictures', () => {
    it('gives every frame variant one per colour, and no contact lens any', () => {
      for (const product of products) {
        const frame = product.productType !== 'ContactLenses';
        for (const variant of product.variants) expect(Boolean(variant.tryOnImage), product.handle).toBe(frame);
        if (!frame) continue;
        const colours = new Set(product.variants.map((v) => v.selectedOptions.find((o) => o.name === 'Color')?.value));
        const pictures = new Set(product.variants.map((v) => v.tryOnImage?.key));
        expect(pictures.size, product.handle).toBe(colours.size);
      }
    });

    it('draws the front alone on a transparent ground, at the size the file records', () => {
      for (const [key, image] of tryOnImages) {
        const svg = renderSeedImage(key) ?? '';
        expect(wellFormedProblems(svg), key).toEqual([]);
        const [, width, height, viewBox] = /^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="([^"]+)"/.exec(svg) ?? [];
        expect([Number(width), Number(height)], key).toEqual([image.width, image.height]);
        // The viewBox is centred on the bridge horizontally and on the pupils' line vertically, in the image's proportions.
        const [x, , w, h] = (viewBox ?? '').split(' ').map(Number);
        expect(x, key).toBe(-w! / 2);
        expect(w! / h!, key).toBeCloseTo(image.width / image.height, 6);
        expect(svg, key).not.toContain('url(#bg)');
        expect(svg, key).not.toContain('filter=');
        expect(svg.length, key).toBeLessThan(8 * 1024);
      }
    });

    it('is as wide as the frame: the end pieces touch the picture edges', () => {
      // A frame with end pieces (a safety shield has none).
      const key = [...tryOnImages.keys()].find((k) => {
        const spec = seedImageSpecs().get(k);
        return spec?.kind === 'try-on' && spec.productType !== 'Safety-glass';
      });
      const svg = renderSeedImage(key ?? '') ?? '';
      const half = Number(/viewBox="(-?[\d.]+)/.exec(svg)?.[1]) * -1;
      const xs = [...svg.matchAll(/M(-?[\d.]+) [\d.-]+H(-?[\d.]+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
      expect(Math.max(...xs.map(Math.abs))).toBeGreaterThan(half - 8);
      expect(Math.max(...xs.map(Math.abs))).toBeLessThanOrEqual(half);
    });
  });
});
