import openapi from '~/server/api/openapi.json';

/** `GET /api/openapi.json`: the OpenAPI 3.1 description of the JSON API (app/server/api/openapi.json). */
export function loader() {
  return Response.json(openapi, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
