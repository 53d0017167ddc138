import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openapiDocument, schemaProblems } from '../../../tests/support/openapi';

describe('the OpenAPI document of the JSON API', () => {
  it('describes every JSON API route of the route table except the shop’s own search suggestions', () => {
    const routes = fs.readFileSync(new URL('../../routes.ts', import.meta.url), 'utf8');
    const apiPaths = [...routes.matchAll(/route\('(api\/[^']+)'/g)]
      .map((m) => `/${m[1]!.replace(/:(\w+)/g, '{$1}')}`)
      .filter((path) => path !== '/api/search');
    expect(apiPaths.length).toBeGreaterThan(5);
    for (const path of apiPaths) expect(Object.keys(openapiDocument.paths), path).toContain(path);
  });

  it('compiles every schema and tells a good value from a bad one', () => {
    for (const name of Object.keys(openapiDocument.components.schemas)) expect(() => schemaProblems(name, {})).not.toThrow();
    const review = {
      id: 1,
      product_external_id: '12',
      rating: 4.5,
      title: 'Great',
      body: 'Fits well.',
      created_at: '2026-01-02T03:04:05.000Z',
      reviewer: { name: 'Sara A.' },
    };
    expect(schemaProblems('Review', review)).toEqual([]);
    expect(schemaProblems('Review', { ...review, rating: 4.2 })).not.toEqual([]);
    expect(schemaProblems('Error', { error: { message: 'Nope' } })).toEqual([]);
    expect(schemaProblems('Error', { error: { message: 'Nope', fields: { title: 'Nope' } } })).toEqual([]);
    expect(schemaProblems('Error', { error: { message: 'Nope', fields: { title: 1 } } })).not.toEqual([]);
    expect(schemaProblems('Error', { message: 'Nope' })).not.toEqual([]);
  });
});
