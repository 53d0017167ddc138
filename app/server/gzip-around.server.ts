import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Gzip for a cached page that carries a new nonce in every answer (page-cache.server.ts). The parts
 * of the page between its nonces are compressed once, each into deflate blocks that end on a byte
 * boundary (a sync flush); an answer puts its nonce between them as a stored block and ends with
 * the gzip trailer. Compressing the whole page again for every answer took longer than all the rest
 * of a cached answer.
 */
const deflateRaw = promisify(zlib.deflateRaw);

/** Deflate, no name or time, maximum compression (XFL 2), operating system unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0x02, 0xff]);
/** An empty last block (fixed Huffman codes: the end-of-block code alone). */
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const STORED_BLOCK_MAX = 0xffff;
/** How far back deflate refers. */
const WINDOW = 32 * 1024;
/** A byte UTF-8 text never holds: what stands for the separator in the parts' dictionaries. */
const NOT_IN_TEXT = 0xff;

export interface DeflatedParts {
  /** Every separator these parts are joined with must be this long. */
  separatorLength: number;
  blocks: Buffer[];
}

/** `body` cut at each occurrence of `separator`. */
export function splitAround(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** The parts joined again, with `separator` between them. */
export function joinAround(parts: Buffer[], separator: Buffer): Buffer {
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [separator, part])));
}

/**
 * Each part compressed once, ready to be joined by `gzipAround`. A part may refer back to the parts
 * before it, as one deflate stream does (its dictionary is what precedes it, the separator's bytes
 * standing as 0xFF): text never holds that byte, so no reference reaches into the separator, which
 * differs in every answer. Parts that are not text are compressed each on its own.
 */
export async function deflateParts(parts: Buffer[], separatorLength: number): Promise<DeflatedParts> {
  const stand = Buffer.alloc(separatorLength, NOT_IN_TEXT);
  const text = parts.every((part) => !part.includes(NOT_IN_TEXT));
  const joined = joinAround(parts, stand);
  let start = 0;
  const blocks = parts.map((part, index) => {
    const dictionary = text ? joined.subarray(Math.max(0, start - WINDOW), start) : undefined;
    start += part.length + (index < parts.length - 1 ? separatorLength : 0);
    return deflateRaw(part, {
      level: 9,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      ...(dictionary?.length ? { dictionary } : {}),
    });
  });
  return { separatorLength, blocks: await Promise.all(blocks) };
}

/**
 * The gzip file of `parts` joined by `separator`, from the parts' `deflateParts`, as the pieces to
 * write one after the other: only the separator's block and the trailer are new.
 */
export function gzipAround(parts: Buffer[], deflated: DeflatedParts, separator: Buffer): Buffer[] {
  if (separator.length !== deflated.separatorLength)
    throw new RangeError('The separator is not as long as the one the parts were compressed for');
  const between = storedBlock(separator);
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(between);
      crc = crcAfter(separator, crc);
      size += separator.length;
    }
    pieces.push(deflated.blocks[index]!);
    crc = crcAfter(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return [...pieces, LAST_BLOCK, trailer];
}

/**
 * zlib's crc32 answers its initial value, 0, for an empty buffer without memory behind it (zlib reads
 * a null pointer as "start a new CRC"), as an empty Buffer made on its own may be.
 */
function crcAfter(data: Buffer, crc: number): number {
  return data.length === 0 ? crc : zlib.crc32(data, crc);
}

/** A stored (uncompressed) deflate block: after a sync flush it starts on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > STORED_BLOCK_MAX) throw new RangeError('A stored block holds at most 65,535 bytes');
  const head = Buffer.alloc(5);
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}
