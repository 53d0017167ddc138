import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.server';

describe('isCommonPassword', () => {
  it('knows the passwords guessed first, whatever their case', () => {
    for (const password of ['password123', 'iloveyou', 'qwertyuiop', '12345678', 'Sunshine1', 'PASSWORD1']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Nazzara-test-2026')).toBe(false);
    expect(isCommonPassword('blue-frames-at-dusk')).toBe(false);
  });
});
