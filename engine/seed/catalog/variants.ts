/**
 * Variants as Shopify builds them: the cartesian product of the options, titled by their values
 * joined with ' / ', or a single 'Default Title' variant when a product has no options.
 */
import type { Prng } from './prng.ts';
import type { SeedOption, SeedVariant } from './types.ts';

export const MAX_VARIANTS = 200;

export type Selection = { name: string; value: string }[];

export interface VariantPlan {
  options: SeedOption[];
  skuBase: string;
  price: (selection: Selection) => number;
  compareAt: (selection: Selection, price: number) => number | null;
  imageKey: (selection: Selection) => string | null;
  /** Every variant at 0: a sold-out product. */
  soldOut: boolean;
}

/** Global barcode counter, so UPCs are unique across the catalog. */
export class BarcodeIssuer {
  private next = 0;
  constructor(private readonly prefix: string) {}

  issue(): string {
    this.next += 1;
    const body = `${this.prefix}${String(this.next).padStart(11 - this.prefix.length, '0')}`;
    return body + upcCheckDigit(body);
  }
}

function upcCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

export function defaultOptions(options: SeedOption[]): SeedOption[] {
  return options.length > 0 ? options : [{ name: 'Title', values: ['Default Title'] }];
}

export function buildVariants(plan: VariantPlan, prng: Prng, barcodes: BarcodeIssuer): SeedVariant[] {
  const selections = plan.options.length > 0 ? cartesian(plan.options) : [[]];
  if (selections.length > MAX_VARIANTS) throw new Error(`${plan.skuBase}: ${selections.length} variants exceed ${MAX_VARIANTS}`);
  return selections.map((selection) => {
    const price = plan.price(selection);
    const isDefault = selection.length === 0;
    return {
      sku: [plan.skuBase, ...selection.map((s) => skuToken(s.value))].join('-'),
      title: isDefault ? 'Default Title' : selection.map((s) => s.value).join(' / '),
      selectedOptions: isDefault ? [{ name: 'Title', value: 'Default Title' }] : selection,
      priceAed: price,
      compareAtPriceAed: plan.compareAt(selection, price),
      quantityAvailable: plan.soldOut ? 0 : stockLevel(prng),
      imageKey: plan.imageKey(selection),
      barcode: barcodes.issue(),
    };
  });
}

/** Mostly healthy stock, with the low-stock edge cases the storefront's badges are for. */
function stockLevel(prng: Prng): number {
  const roll = prng.next();
  if (roll < 0.05) return 0;
  if (roll < 0.09) return 1;
  if (roll < 0.13) return 2;
  return prng.int(3, 40);
}

function cartesian(options: SeedOption[]): Selection[] {
  return options.reduce<Selection[]>(
    (acc, option) => acc.flatMap((partial) => option.values.map((value) => [...partial, { name: option.name, value }])),
    [[]],
  );
}

function skuToken(value: string): string {
  return value
    .toUpperCase()
    .replace(/^\+/, 'P')
    .replace(/^-/, 'M')
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
}

export function valueOf(selection: Selection, name: string): string | undefined {
  return selection.find((s) => s.name === name)?.value;
}
