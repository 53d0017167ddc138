/**
 * `Product.encodedVariantExistence` and `encodedVariantAvailability`: the option-value
 * combinations of a product's variants, written in Shopify's compact "v1_" trie encoding that
 * Hydrogen's `decodeEncodedVariant` / `getProductOptions` read. Each combination is the list of
 * option-value positions, e.g. [1, 2] for the second value of the first option and the third of
 * the second. The trie writes `value:` before a value's children, ends each nested level with
 * `,`, and lists the last option's values as ranges (`0-2`) and gaps (`0-1 4`).
 */

function ranges(values: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j]! + 1) j++;
    parts.push(j > i ? `${values[i]}-${values[j]}` : String(values[i]));
    i = j + 1;
  }
  return parts.join(' ');
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

function encodeLevel(combinations: number[][], depth: number, optionCount: number): string {
  const closing = depth === 0 ? '' : ',';
  if (depth === optionCount - 1) {
    return ranges([...new Set(combinations.map((c) => c[depth]!))]) + closing;
  }
  let out = '';
  let start = 0;
  while (start < combinations.length) {
    const value = combinations[start]![depth]!;
    let end = start;
    while (end < combinations.length && combinations[end]![depth] === value) end++;
    out += `${value}:${encodeLevel(combinations.slice(start, end), depth + 1, optionCount)}`;
    start = end;
  }
  return out + closing;
}

/** Encodes combinations of `optionCount` positions each; an empty list gives an empty string. */
export function encodeVariantCombinations(combinations: number[][], optionCount: number): string {
  const valid = combinations.filter((c) => c.length === optionCount && c.every((n) => Number.isInteger(n) && n >= 0));
  if (optionCount === 0 || valid.length === 0) return '';
  const sorted = [...new Map(valid.map((c) => [c.join(','), c])).values()].sort(compare);
  return `v1_${encodeLevel(sorted, 0, optionCount)}`;
}

/** A variant's option-value positions in the product's options, or null if one of its values is unknown. */
export function optionPositions(
  options: readonly { name: string; values: readonly string[] }[],
  selected: readonly { name: string; value: string }[],
): number[] | null {
  const positions: number[] = [];
  for (const option of options) {
    const value = selected.find((s) => s.name === option.name)?.value;
    const index = value === undefined ? -1 : option.values.indexOf(value);
    if (index < 0) return null;
    positions.push(index);
  }
  return positions;
}
