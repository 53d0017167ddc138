import { getOnly } from '~/server/api/json-errors.server';
import openapi from '~/server/api/openapi.json';

/** `GET /api/openapi.json`: the OpenAPI 3.1 description of the JSON API (app/server/api/openapi.json). */
export function loader() {
  return Response.json(openapi, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}

/** Any other method than GET: 405 with `Allow: GET`. */
export const action = getOnly;
