import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize.server';

describe('sanitizeDescription', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html =
      '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><ul><li>A</li></ul>';
    expect(sanitizeDescription(html)).toBe(
      '<p>Hi <strong>there</strong></p><a rel="noopener noreferrer">x</a><ul><li>A</li></ul>',
    );
  });
});
