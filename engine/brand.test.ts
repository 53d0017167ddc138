import { describe, expect, it } from 'vitest';
import { brandImage } from './brand.ts';

describe('brand images', () => {
  it('serves the logos, and no key that every object inherits', () => {
    expect(brandImage('nazzara-logo')).toContain('<svg');
    expect(brandImage('nazzara-logo-square')).toContain('<svg');
    // `'constructor' in LOGOS` was true: the image route then read a file name of undefined (a 500).
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(brandImage(key)).toBeNull();
  });
});
