import { msg } from '@lingui/core/macro';
import { redirect } from 'react-router';
import { tabUrl } from '~/components/account/profile-tabs';
import { i18nFor } from '~/i18n/catalogs.server';
import { PrescriptionError } from '~/server/prescriptions/errors';
import { listFiles } from '~/server/prescriptions/files.server';
import { asker, uploadOwner } from '~/server/prescriptions/owner.server';
import { errorResponse, privateJson } from '~/server/prescriptions/respond.server';
import { retryAfter } from '~/server/limits/per-ip.server';
import { startGuestUploader, startUpload } from '~/server/prescriptions/upload-limit.server';
import { uploadPrescription } from '~/server/prescriptions/uploads.server';
import { commitSession, getSession } from '~/server/session.server';
import { flashToast } from '~/server/toast.server';
import type { Route } from './+types/api.prescription-files';

/**
 * POST /api/prescription-files (multipart, field `file`) → 201 `{ file }`: a JPEG, PNG or PDF up to
 * 10 MB, owned by the signed-in customer or the visitor's session; at most UPLOAD_LIMIT_PER_IP an hour
 * from one client IP, and GUEST_UPLOADERS_PER_IP new guests a day (429 with Retry-After). A plain form post (no
 * JavaScript) is sent back to My Prescriptions with the outcome as a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const i18n = i18nFor(context.language);
  const fromPage = wantsPage(request);
  // A new guest's id goes back even when the upload fails: the retry is the same guest, not another
  // one counted against the network's GUEST_UPLOADERS_PER_IP.
  let guestCookie: string | null = null;
  try {
    if (request.method !== 'POST') throw new PrescriptionError(405, i18n._(msg`Method not allowed`), { Allow: 'GET, POST' });
    const limited = await startUpload(context.db, context.clientIp, i18n);
    if (limited) throw new PrescriptionError(429, limited.message, retryAfter(limited));
    const who = await asker(request, context);
    const newGuest = !who.customerId && !who.session.get('guestId');
    const guestLimited = newGuest ? await startGuestUploader(context.db, context.clientIp, i18n) : null;
    if (guestLimited) throw new PrescriptionError(429, guestLimited.message, retryAfter(guestLimited));
    const { owner, setCookie } = await uploadOwner(who);
    guestCookie = setCookie;
    const file = await uploadPrescription(context.db, i18n, owner, request);
    if (fromPage) {
      flashToast(who.session, { kind: 'success', title: i18n._(msg`Success`), message: i18n._(msg`Prescription uploaded.`) });
      throw redirect(tabUrl('prescriptions'), { headers: { 'Set-Cookie': await commitSession(who.session) } });
    }
    return privateJson({ file }, { status: 201, headers: guestCookie ? { 'Set-Cookie': guestCookie } : {} });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (fromPage && error instanceof PrescriptionError) {
      const session = await getSession(request, context);
      flashToast(session, { kind: 'error', title: i18n._(msg`Error`), message: error.message });
      throw redirect(tabUrl('prescriptions'), { headers: { 'Set-Cookie': await commitSession(session) } });
    }
    return errorResponse(error, 'POST /api/prescription-files', context, guestCookie ? { 'Set-Cookie': guestCookie } : {});
  }
}

/** GET /api/prescription-files → `{ files }`: the asker's own uploads, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const who = await asker(request, context);
    const files = (await Promise.all(who.owners.map((owner) => listFiles(context.db, owner)))).flat();
    files.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return privateJson({ files });
  } catch (error) {
    return errorResponse(error, 'GET /api/prescription-files', context);
  }
}

/** A browser's own form post asks for a page; scripts ask for JSON. */
function wantsPage(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
}
