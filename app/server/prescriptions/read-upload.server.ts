import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadType } from '~/lib/prescription/uploads';
import { PrescriptionError } from './errors';

/** Room for the multipart boundaries and headers around one file. */
const ENVELOPE_BYTES = 64 * 1024;
const NAME_LENGTH = 120;

export interface Upload {
  name: string;
  type: UploadType;
  content: Buffer;
}

/**
 * Reads the one file (field `file`) of a multipart request, streaming: no more than 10 MB is ever
 * kept, a larger file stops the read at once (413). The type is the content's (magic bytes), never
 * the name's or the browser's word: a renamed file is refused (415).
 */
export async function readUpload(request: Request, i18n: I18n): Promise<Upload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw new PrescriptionError(400, i18n._(msg`Send the prescription as a file upload (multipart form data, field 'file').`));
  }
  const length = Number(request.headers.get('content-length'));
  if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooBig(i18n);

  const file = await receiveFile(request.body, contentType, i18n);
  if (file.content.length === 0)
    throw new PrescriptionError(400, i18n._(msg`The file is empty. Choose a photo or scan of your prescription.`));
  const detected = await fileTypeFromBuffer(file.content);
  const type = UPLOAD_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type)
    throw new PrescriptionError(
      415,
      i18n._(msg`This file is not a JPEG, PNG or PDF. Upload a photo or scan of your prescription in one of these formats.`),
    );
  return { name: cleanName(file.name, type), type, content: file.content };
}

function tooBig(i18n: I18n) {
  return new PrescriptionError(413, i18n._(msg`The file is larger than 10 MB. Upload a smaller photo or scan.`));
}

function receiveFile(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  i18n: I18n,
): Promise<{ name: string; content: Buffer }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // Browsers send the file name as UTF-8 bytes (not RFC 2231); busboy's default reads them as Latin-1.
        defParamCharset: 'utf8',
        // busboy stops at its limit even when the file ends exactly there: one byte more means 'too big'.
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 20 },
      });
    } catch {
      reject(new PrescriptionError(400, i18n._(msg`The upload could not be read. Please choose the file again.`)));
      return;
    }
    const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    let found: { name: string; content: Buffer } | null = null;
    let settled = false;
    const fail = (error: PrescriptionError) => {
      if (settled) return;
      settled = true;
      // The rest of the body is read and dropped, never kept: cutting the connection instead would
      // leave the browser with a reset, not the message.
      source.unpipe(parser);
      source.resume();
      reject(error);
    };

    const unreadable = () =>
      fail(new PrescriptionError(400, i18n._(msg`The upload could not be read. Please choose the file again.`)));

    parser.on('file', (field, stream, info) => {
      // A body cut short ends each open file stream with an error; unheard, it would end the process.
      stream.on('error', unreadable);
      if (field !== 'file' || found) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooBig(i18n)));
      stream.on('end', () => {
        if (!stream.truncated) found = { name: info.filename ?? '', content: Buffer.concat(chunks) };
      });
    });
    parser.on('filesLimit', () => fail(new PrescriptionError(400, i18n._(msg`Upload one file at a time.`))));
    parser.on('error', unreadable);
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (found) resolve(found);
      else reject(new PrescriptionError(400, i18n._(msg`Choose a file to upload (a JPEG, PNG or PDF of your prescription).`)));
    });
    source.on('error', () => fail(new PrescriptionError(400, i18n._(msg`The upload was interrupted. Please try again.`))));
    source.pipe(parser);
  });
}

const EXTENSION: Record<UploadType, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' };

/**
 * The shopper's file name without any folder or control characters, short, and never empty. It is
 * shortened by whole code points, so an emoji is never cut in half (a lone surrogate would make
 * `encodeURIComponent` throw when the file is downloaded).
 */
export function cleanName(name: string, type: UploadType): string {
  const whole = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}\p{Cs}"]/gu, '').trim();
  const points = Array.from(whole);
  if (points.length <= NAME_LENGTH) return whole || `prescription${EXTENSION[type]}`;
  // Too long: the end of the name goes, its extension stays.
  const extension = /\.[\p{L}\p{N}]{1,8}$/u.exec(whole)?.[0] ?? '';
  const stem = points
    .slice(0, NAME_LENGTH - Array.from(extension).length)
    .join('')
    .trim();
  return stem ? stem + extension : `prescription${EXTENSION[type]}`;
}
