/**
 * Cart line changes with Shopify's stock rules: a line never holds more than the stock on hand
 * (the quantity is lowered and a MERCHANDISE_NOT_ENOUGH_STOCK warning returned), a sold-out
 * variant is not added (MERCHANDISE_OUT_OF_STOCK warning), and adding a variant already in the
 * cart with the same attributes adds to that line. Inputs are validated first; any userError
 * leaves the cart unchanged.
 */
import { eq } from 'drizzle-orm';
import type { CatalogVariant } from '../catalog/cache.ts';
import { cartLines } from '../db/schema.ts';
import { cartLineGid, numericId } from '../ids.ts';
import { cartErrors, cartWarnings, type CartUserError, type CartWarning } from './errors.ts';
import type { CartChange, CartLineRow, CartWithLines } from './store.ts';

type Attributes = { key: string; value: string }[];

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: Attributes | null;
}

export interface CartLineUpdateInput {
  id: string;
  quantity?: number | null;
  merchandiseId?: string | null;
  attributes?: Attributes | null;
}

export interface LineChangeResult {
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const sameAttributes = (a: Attributes, b: Attributes) =>
  JSON.stringify([...a].sort((x, y) => x.key.localeCompare(y.key))) ===
  JSON.stringify([...b].sort((x, y) => x.key.localeCompare(y.key)));

type InCatalog = Pick<CartChange, 'catalog'>;

function findVariant(ctx: InCatalog, merchandiseId: string): CatalogVariant | undefined {
  return ctx.catalog.variantsById.get(numericId(merchandiseId, 'ProductVariant') ?? -1);
}

function productTitle(ctx: InCatalog, variant: CatalogVariant): string {
  return ctx.catalog.productsById.get(variant.productId)?.title ?? variant.title;
}

/** Checks merchandise ids and quantities of new lines without touching the cart. */
export function validateNewLines(ctx: InCatalog, inputs: CartLineInput[], field: string[]): CartUserError[] {
  return inputs.flatMap((input, i) => {
    const at = [...field, String(i)];
    if (!findVariant(ctx, input.merchandiseId))
      return [cartErrors.merchandiseNotFound([...at, 'merchandiseId'], input.merchandiseId)];
    if (input.quantity != null && input.quantity < 1) return [cartErrors.quantityInvalid([...at, 'quantity'])];
    return [];
  });
}

/**
 * The units of a variant the cart's other lines hold: lines of one variant with other attributes
 * (two pairs on one frame, both eyes of one power) share its stock.
 */
function heldElsewhere(lines: readonly CartLineRow[], variantId: number, line: CartLineRow | undefined): number {
  return lines.filter((other) => other !== line && other.variantId === variantId).reduce((sum, other) => sum + other.quantity, 0);
}

/** The quantity a line may hold (the stock less what other lines hold), with the warning to return when it is less than asked. */
async function allowedQuantity(ctx: CartChange, variant: CatalogVariant, wanted: number, target: string, held: number) {
  const stock = (await ctx.stock.quantity(variant.id)) - held;
  if (stock <= 0) return { quantity: 0, warning: cartWarnings.outOfStock(target, productTitle(ctx, variant)) };
  if (wanted > stock) return { quantity: stock, warning: cartWarnings.notEnoughStock(target, productTitle(ctx, variant), stock) };
  return { quantity: wanted, warning: null };
}

export async function addLines(
  ctx: CartChange,
  cart: CartWithLines,
  inputs: CartLineInput[],
  field: string[],
): Promise<LineChangeResult> {
  const userErrors = validateNewLines(ctx, inputs, field);
  if (userErrors.length > 0) return { userErrors, warnings: [] };
  const warnings: CartWarning[] = [];
  const lines = [...cart.lines];
  for (const input of inputs) {
    const variant = findVariant(ctx, input.merchandiseId)!;
    const attributes = input.attributes ?? [];
    const existing = lines.find((line) => line.variantId === variant.id && sameAttributes(line.attributes, attributes));
    const wanted = (existing?.quantity ?? 0) + (input.quantity ?? 1);
    const target = existing ? cartLineGid(existing.id, cart.token) : input.merchandiseId;
    const held = heldElsewhere(lines, variant.id, existing);
    const { quantity, warning } = await allowedQuantity(ctx, variant, wanted, target, held);
    if (warning) warnings.push(warning);
    if (quantity === 0) continue;
    if (existing) {
      await ctx.db.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
      existing.quantity = quantity;
    } else {
      const [row] = await ctx.db
        .insert(cartLines)
        .values({ cartId: cart.id, variantId: variant.id, quantity, attributes })
        .returning();
      lines.push(row!);
    }
  }
  return { userErrors: [], warnings };
}

export async function updateLines(
  ctx: CartChange,
  cart: CartWithLines,
  inputs: CartLineUpdateInput[],
): Promise<LineChangeResult> {
  const lineOf = (id: string): CartLineRow | undefined => cart.lines.find((line) => line.id === numericId(id, 'CartLine'));
  const userErrors = inputs.flatMap((input, i) => {
    if (!lineOf(input.id)) return [cartErrors.lineNotFound(['lines', String(i), 'id'], input.id)];
    if (input.merchandiseId && !findVariant(ctx, input.merchandiseId)) {
      return [cartErrors.merchandiseNotFound(['lines', String(i), 'merchandiseId'], input.merchandiseId)];
    }
    if (input.quantity != null && input.quantity < 0) return [cartErrors.quantityInvalid(['lines', String(i), 'quantity'])];
    return [];
  });
  if (userErrors.length > 0) return { userErrors, warnings: [] };
  const warnings: CartWarning[] = [];
  // The lines as this call leaves them, so a later update in it counts what an earlier one changed;
  // the ones lowered or removed go first, so what they free is there for the others whatever the order.
  const lines = cart.lines.map((line) => ({ ...line }));
  const lowers = (input: CartLineUpdateInput) => input.quantity != null && input.quantity < lineOf(input.id)!.quantity;
  const ordered = [...inputs.filter(lowers), ...inputs.filter((input) => !lowers(input))];
  for (const input of ordered) {
    const line = lines.find((candidate) => candidate.id === lineOf(input.id)!.id);
    if (!line) continue; // named twice, and removed by the first
    const variant = input.merchandiseId ? findVariant(ctx, input.merchandiseId)! : ctx.catalog.variantsById.get(line.variantId);
    const wanted = input.quantity ?? line.quantity;
    if (!variant || wanted === 0) {
      await ctx.db.delete(cartLines).where(eq(cartLines.id, line.id));
      lines.splice(lines.indexOf(line), 1);
      continue;
    }
    const held = heldElsewhere(lines, variant.id, line);
    const { quantity, warning } = await allowedQuantity(ctx, variant, wanted, input.id, held);
    if (warning) warnings.push(warning);
    if (quantity === 0) {
      await ctx.db.delete(cartLines).where(eq(cartLines.id, line.id));
      lines.splice(lines.indexOf(line), 1);
      continue;
    }
    await ctx.db
      .update(cartLines)
      .set({ quantity, variantId: variant.id, ...(input.attributes ? { attributes: input.attributes } : {}) })
      .where(eq(cartLines.id, line.id));
    Object.assign(line, { quantity, variantId: variant.id });
  }
  return { userErrors: [], warnings };
}

export async function removeLines(ctx: CartChange, cart: CartWithLines, lineIds: string[]): Promise<LineChangeResult> {
  const ids = lineIds.map((id) => numericId(id, 'CartLine'));
  const userErrors = lineIds.flatMap((id, i) =>
    cart.lines.some((line) => line.id === ids[i]) ? [] : [cartErrors.lineNotFound(['lineIds', String(i)], id)],
  );
  if (userErrors.length > 0) return { userErrors, warnings: [] };
  for (const id of ids) await ctx.db.delete(cartLines).where(eq(cartLines.id, id!));
  return { userErrors: [], warnings: [] };
}
