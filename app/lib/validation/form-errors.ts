import { z } from 'zod/mini';

/** Field name → its first message: what the forms show next to a field (or as one toast per field). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type ParseResult<Output, Field extends string> =
  { success: true; data: Output } | { success: false; errors: FieldErrors<Field> };

/** Runs a schema over submitted values and keeps one message per field, in the schema's order. */
export function parseForm<Schema extends z.ZodMiniType<unknown, Record<string, unknown>>>(
  schema: Schema,
  values: Record<string, unknown>,
): ParseResult<z.output<Schema>, Extract<keyof z.input<Schema>, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { success: false, errors: errors as FieldErrors<Extract<keyof z.input<Schema>, string>> };
}

/** The submitted text fields of a form, as plain strings (files and repeated names are not used here). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * A schema over a form's values that a plain function checks (the prescription's rules do not fit a
 * schema's shape): each field it names in `errors` gets its message as an issue.
 */
export function checkedWith<Output>(
  check: (
    values: Record<string, unknown>,
  ) => { ok: true; value: Output } | { ok: false; errors: Partial<Record<string, string>> },
) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((values, ctx) => {
      const checked = check(values);
      if (checked.ok) return checked.value;
      for (const [field, message] of Object.entries(checked.errors)) {
        if (message) ctx.issues.push({ code: 'custom', path: [field], message, input: values });
      }
      return z.NEVER;
    }),
  );
}
