import { describe, expect, it } from 'vitest';
import { i18nFor } from '~/i18n/catalogs.server';
import { cleanName, readUpload } from './read-upload.server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body as a browser sends it: the file name as raw UTF-8 bytes in `filename="…"`. */
function browserUpload(fileName: string): Request {
  const head = Buffer.from(
    `--zz\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    'utf8',
  );
  const body = Buffer.concat([head, PNG, Buffer.from('\r\n--zz--\r\n')]);
  return new Request('http://localhost/api/prescription-files', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=zz', 'content-length': String(body.length) },
    body,
  });
}

describe('readUpload', () => {
  it('reads a UTF-8 file name as UTF-8 (Arabic, emoji), not as Latin-1', async () => {
    const arabic = await readUpload(browserUpload('وصفتي.png'), i18nFor('en'));
    expect(arabic).toMatchObject({ name: 'وصفتي.png', type: 'image/png' });
    expect(arabic.content.equals(PNG)).toBe(true);

    expect((await readUpload(browserUpload('👓 نظارتي 🙂.png'), i18nFor('en'))).name).toBe('👓 نظارتي 🙂.png');
  });

  it('keeps an ASCII name as it was', async () => {
    expect((await readUpload(browserUpload('rx-2026.png'), i18nFor('en'))).name).toBe('rx-2026.png');
  });
});

describe('cleanName', () => {
  const surrogates = /[\uD800-\uDFFF]/u;

  it('never cuts a name inside a surrogate pair, so the download header can always encode it', () => {
    const name = `${'a'.repeat(119)}👓👓.png`;
    const clean = cleanName(name, 'image/png');
    expect(surrogates.test(clean)).toBe(false);
    expect(() => encodeURIComponent(clean)).not.toThrow();
    expect(Array.from(clean)).toHaveLength(120);
  });

  it('shortens a long name by whole code points and keeps its extension', () => {
    const clean = cleanName(`${'👓'.repeat(200)}.png`, 'image/png');
    expect(clean).toBe(`${'👓'.repeat(116)}.png`);
    expect(() => encodeURIComponent(clean)).not.toThrow();
    expect(cleanName(`${'x'.repeat(300)}.pdf`, 'application/pdf')).toBe(`${'x'.repeat(116)}.pdf`);
  });

  it('drops folders, control and format characters and lone surrogates, and is never empty', () => {
    expect(cleanName('C:\\Users\\rana\\rx.png', 'image/png')).toBe('rx.png');
    expect(cleanName('a\u200b"b\u0007\uD83D.jpg', 'image/jpeg')).toBe('ab.jpg');
    expect(cleanName('\u200b\u200c', 'application/pdf')).toBe('prescription.pdf');
    expect(cleanName('', 'image/jpeg')).toBe('prescription.jpg');
  });
});
