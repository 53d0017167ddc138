import { describe, expect, it } from 'vitest';
import { searchPath } from './search-path';

describe('searchPath', () => {
  it('encodes the text as the form would', () => {
    expect(searchPath('ray ban')).toBe('/query?query=ray+ban');
    expect(searchPath('d&g')).toBe('/query?query=d%26g');
    expect(searchPath('رايبان')).toBe(`/query?query=${encodeURIComponent('رايبان')}`);
    expect(searchPath('')).toBe('/query?query=');
  });
});
