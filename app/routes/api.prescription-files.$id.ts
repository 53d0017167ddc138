import { msg } from '@lingui/core/macro';
import { i18nFor } from '~/i18n/catalogs.server';
import { PrescriptionError } from '~/server/prescriptions/errors';
import { readFile } from '~/server/prescriptions/files.server';
import { asker } from '~/server/prescriptions/owner.server';
import { errorResponse } from '~/server/prescriptions/respond.server';
import type { Route } from './+types/api.prescription-files.$id';

/**
 * GET /api/prescription-files/:id → the file, for its owner only; 404 for anyone else, the same
 * answer as for an id that does not exist. Always a download, never shown inline on the shop's origin.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const who = await asker(request, context);
    const file = who.owners.length > 0 ? await readFile(context.db, params.id, who.owners) : null;
    if (!file) throw new PrescriptionError(404, i18nFor(context.language)._(msg`No prescription file found with this ID.`));
    return new Response(new Uint8Array(file.content), {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.size),
        'Content-Disposition': `attachment; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  } catch (error) {
    return errorResponse(error, 'GET /api/prescription-files/:id', context);
  }
}

/** Only GET: a file is never changed or deleted through this route. */
export function action({ context }: Route.ActionArgs) {
  const refusal = new PrescriptionError(405, i18nFor(context.language)._(msg`Method not allowed`), { Allow: 'GET' });
  return errorResponse(refusal, 'write to /api/prescription-files/:id', context);
}

/** The name for browsers that read only `filename`: ASCII, no quotes. */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}
