/**
 * Compares JSON with a shape fixture (tests/e2e/fixtures/*.shape.json): leaves name JSON types
 * ("string", "number", "boolean", "null", joined with "|"), `key?` may be missing, `[shape]` is a
 * list of that shape and `{ "$nullable": shape }` null or that shape. Keys the shape does not list
 * are problems too, so the fixture is the whole contract.
 */
export type Shape = string | Shape[] | { [key: string]: Shape };

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function shapeProblems(value: unknown, shape: Shape, path = '$'): string[] {
  if (typeof shape === 'string') {
    return shape.split('|').includes(kind(value)) ? [] : [`${path}: ${kind(value)} where the fixture has ${shape}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: ${kind(value)} where the fixture has a list`];
    return value.flatMap((item, i) => shapeProblems(item, shape[0]!, `${path}[${i}]`));
  }
  if ('$nullable' in shape) return value === null ? [] : shapeProblems(value, shape.$nullable!, path);
  if (kind(value) !== 'object') return [`${path}: ${kind(value)} where the fixture has an object`];
  const object = value as Record<string, unknown>;
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const [rawKey, inner] of Object.entries(shape)) {
    if (rawKey === '$comment') continue;
    const optional = rawKey.endsWith('?');
    const key = optional ? rawKey.slice(0, -1) : rawKey;
    listed.add(key);
    if (!(key in object)) {
      if (!optional) problems.push(`${path}.${key}: missing`);
      continue;
    }
    problems.push(...shapeProblems(object[key], inner, `${path}.${key}`));
  }
  for (const key of Object.keys(object)) if (!listed.has(key)) problems.push(`${path}.${key}: not in the fixture`);
  return problems;
}
