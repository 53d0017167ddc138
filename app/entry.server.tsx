import { I18nProvider } from '@lingui/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { NonceContext } from './components/layout/nonce';
import { pageI18n } from './i18n/page-messages.server';
import { insertBeforeBodyEnd } from './server/body-end-insert.server';
import { getConfig } from './server/config.server';
import { contentSecurityPolicy, createNonce } from './server/content-security-policy.server';
import { builtStylesheetText } from './server/built-stylesheets.server';
import { firstPaint } from './server/first-paint.server';
import { keepPersonalPrivate } from './server/private-responses.server';
import { RETRY_AFTER_SECONDS } from './server/unavailable/dependency-failure.server';

// For answerUnavailable and the CSRF guard (server.ts), whose bundle has no message catalogues.
export { edgeMessages } from './server/edge-messages.server';

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, with the page rendered in the request's language (its messages
 * written into the page for hydration), a nonce-based Content-Security-Policy on every HTML response,
 * no caching of a visitor's own pages, and a page made for a fast first paint (first-paint.server).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  keepPersonalPrivate(request, responseHeaders);
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = createNonce();
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, getConfig()));

  const page = pageI18n(loadContext.language);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nProvider i18n={page.i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </NonceContext>,
      {
        nonce,
        // A boundary that is ready stays in place however large (React outlines one over 12.8 KB,
        // and only a script moves it back): a page without JavaScript then still shows it, such as
        // a contact lens's per-eye form with its long power lists (issue 11).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = insertBeforeBodyEnd(() => page.script(nonce));
          body.on('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          // A dependency did not answer (app/server/unavailable): say when to come back.
          if (responseStatusCode === 503) responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
          const painted = firstPaint(builtStylesheetText, nonce);
          painted.pipe(body);
          pipe(painted);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A streamed value a dependency failed (answerUnavailable) is a 503, like a failed loader.
          responseStatusCode = isRouteErrorResponse(error) && error.status === 503 ? 503 : 500;
          // Errors before the shell are logged by React Router itself.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** The `.data` answers of client navigations and revalidations carry the same data as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPersonalPrivate(request, response.headers);
  return response;
};
