/** A field's message, tied to it by `aria-describedby={errorId(name)}`. */
export const errorId = (name: string) => `lens-error-${name}`;

export function FieldError({ name, message }: { name: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1 text-sm font-medium text-sale" data-testid={`lens-error-${name}`}>
      {message}
    </p>
  );
}

/** What ties a group of radios (its fieldset) to its message, as `UsageFields` does. */
export function describedProps(name: string, message: string | undefined) {
  return message ? { 'aria-describedby': errorId(name) } : {};
}

/** The attributes that tie an input to its message. */
export function invalidProps(name: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {};
}
