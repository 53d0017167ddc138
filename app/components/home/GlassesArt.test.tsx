import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GlassesArt, svgSafeId } from './GlassesArt';

/** Each gradient's id with the lens colour of its stops, and the fills of each drawing, in order. */
function read(html: string) {
  const gradients = [...html.matchAll(/<linearGradient id="([^"]+)"[^>]*>(.*?)<\/linearGradient>/g)].map((m) => ({
    id: m[1],
    colour: /stop-color="([^"]+)"/.exec(m[2] ?? '')?.[1],
  }));
  const svgs = html.split('<svg').slice(1);
  const fills = svgs.map((svg) => [...svg.matchAll(/fill="url\(#([^)]+)\)"/g)].map((m) => m[1]));
  return { gradients, fills };
}

describe('GlassesArt', () => {
  it('gives each drawing its own gradient, and each fill refers to its own', () => {
    const html = renderToString(
      <div>
        <GlassesArt frame="#111" lens="#ff0000" shape="square" />
        <GlassesArt frame="#111" lens="#00ff00" shape="square" />
      </div>,
    );
    const { gradients, fills } = read(html);
    const [red, green] = gradients;
    expect(gradients).toHaveLength(2);
    expect(red?.id).not.toBe(green?.id);
    expect(gradients.map((g) => g.colour)).toEqual(['#ff0000', '#00ff00']);
    expect(fills).toEqual([
      [red?.id, red?.id],
      [green?.id, green?.id],
    ]);
    for (const { id } of gradients) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('makes ids of any React version safe inside url(#…)', () => {
    expect(svgSafeId(':r1:')).toBe('r1');
    expect(svgSafeId('«r1»')).toBe('r1');
    expect(svgSafeId('_R_1_')).toBe('_R_1_');
  });
});
