import RULES from './rules.json';

/** Lens indices, thinnest last: what each allows (|SPH| and |CYL| at most). */
// Pure (a bundler cannot tell that .map has no side effects): a page that imports lens code without
// the index rules (the cart's pair totals, through lens-offer.ts) is not made to load this module.
export const LENS_INDICES = /* @__PURE__ */ RULES.indices.map((rule) => ({
  index: rule.index,
  maxSph: rule.maxSph,
  maxCyl: rule.maxCyl,
}));
export type LensIndexRule = (typeof LENS_INDICES)[number];

export function indexRule(index: string): LensIndexRule | undefined {
  return LENS_INDICES.find((rule) => rule.index === index);
}

/** The thinnest lens a prescription does not need: the lowest index that allows its strongest powers. */
export function minimumIndex(powers: { sph: number; cyl: number }[]): string | null {
  const sph = Math.max(0, ...powers.map((p) => Math.abs(p.sph)));
  const cyl = Math.max(0, ...powers.map((p) => Math.abs(p.cyl)));
  return LENS_INDICES.find((rule) => sph <= rule.maxSph && cyl <= rule.maxCyl)?.index ?? null;
}

/** True when the index is thick enough for these powers. */
export function indexAllows(index: string, powers: { sph: number; cyl: number }[]): boolean {
  const rule = indexRule(index);
  return Boolean(rule && powers.every((p) => Math.abs(p.sph) <= rule.maxSph && Math.abs(p.cyl) <= rule.maxCyl));
}
