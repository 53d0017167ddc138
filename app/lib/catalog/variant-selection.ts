/**
 * SPEC §4 product page selection: each option starts at its first value; the selected variant is
 * the one whose options all match. The selection lives in the URL as one parameter per option
 * (?Color=Black&Size=54+mm, as Shopify's Hydrogen does) plus `variant` (the numeric variant id),
 * so a link can name a variant either way.
 */
export interface OptionLike {
  name: string;
  values: string[];
}

export interface VariantLike {
  id: string;
  selectedOptions: { name: string; value: string }[];
}

export type Selection = Record<string, string>;

/** 'gid://shopify/ProductVariant/123' → '123'. */
export function variantNumber(id: string): string {
  return id.split('/').pop() ?? id;
}

export function findVariant<V extends VariantLike>(variants: V[], selection: Selection): V | undefined {
  return variants.find((variant) => variant.selectedOptions.every((option) => selection[option.name] === option.value));
}

export function readSelection<V extends VariantLike>(params: URLSearchParams, options: OptionLike[], variants: V[]): Selection {
  const named = params.get('variant');
  const byId = named ? variants.find((v) => v.id === named || variantNumber(v.id) === named) : undefined;
  const fromOptions = options.some((option) => params.has(option.name));
  if (byId && !fromOptions) return Object.fromEntries(byId.selectedOptions.map((o) => [o.name, o.value]));
  return Object.fromEntries(
    options.map((option) => {
      const wanted = params.get(option.name);
      return [option.name, wanted !== null && option.values.includes(wanted) ? wanted : (option.values[0] ?? '')];
    }),
  );
}

/** The URL parameters for a selection, keeping unrelated ones. */
export function selectionParams(
  current: URLSearchParams,
  selection: Selection,
  variant: VariantLike | undefined,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(selection)) next.set(name, value);
  if (variant) next.set('variant', variantNumber(variant.id));
  else next.delete('variant');
  return next;
}
