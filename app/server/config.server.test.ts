import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.server';

describe('ALLOWED_ORIGINS', () => {
  it('is empty by default and takes a comma-separated list of origins', () => {
    expect(readConfig({}).allowedOrigins).toEqual([]);
    expect(readConfig({ ALLOWED_ORIGINS: ' https://app.example.com, http://localhost:5173/ ,' }).allowedOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
  });

  it('names the entry that is not an origin', () => {
    for (const bad of ['app.example.com', 'https://app.example.com/shop', 'ftp://files.example.com', '*']) {
      expect(() => readConfig({ ALLOWED_ORIGINS: `https://ok.example.com,${bad}` })).toThrow(ConfigError);
      expect(() => readConfig({ ALLOWED_ORIGINS: bad })).toThrow(`ALLOWED_ORIGINS: "${bad}" is not an origin`);
    }
  });
});
