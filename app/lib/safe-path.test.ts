import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path';

describe('safeLocalPath (open redirects)', () => {
  it('keeps paths of the shop with their query', () => {
    expect(safeLocalPath('/cart')).toBe('/cart');
    expect(safeLocalPath('/shop/Sunglasses?sort=price_low_high')).toBe('/shop/Sunglasses?sort=price_low_high');
  });

  it('refuses anything that would leave the shop', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n//evil.example',
      '\\/evil.example',
      'javascript:alert(1)',
      '/%09/evil.example'.replace('%09', '\u0009'),
      '/\u0085/evil.example',
      '/.//evil.example/x',
      '/a/..//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
      '',
      undefined,
      42,
    ]) {
      expect(safeLocalPath(value), JSON.stringify(value)).toBe('/');
    }
  });

  it('answers, for any input, a path that a browser resolves within the shop', () => {
    const pieces = fc.constantFrom('/', '.', '..', '\\', '%2e', '%2f', '//', 'evil.example', '?', '#', '@', ':', 'a');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const path = safeLocalPath('/' + parts.join(''));
        expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')).toBe(true);
        expect(new URL(path, 'https://nazzara.example').origin).toBe('https://nazzara.example');
      }),
    );
  });
});
