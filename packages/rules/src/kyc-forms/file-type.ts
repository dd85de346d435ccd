import { UPLOAD_MAX_BYTES } from '@ferry/contracts';

export const FILE_TOO_LARGE_MESSAGE = 'Please make sure the file is under 5 MB.';

/** Uploads are at most 5 MB (spec 000 sections 5 and 9). */
export function isFileSizeAllowed(size: number): boolean {
  return size > 0 && size <= UPLOAD_MAX_BYTES;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The document type from a file's first bytes, never from its name: a renamed program is not a
 * PDF. Only the formats documents may have are recognised; anything else is null.
 */
export function sniffDocumentType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && ['heic', 'heix', 'mif1'].some((brand) => startsWith(bytes, ascii(brand), 8)))
    return 'image/heic';
  return null;
}

/** Bytes needed to tell the type. */
export const SNIFF_BYTES = 16;

/** Whether a sniffed type is one of a field's acceptable formats. */
export function isAcceptableFormat(mimeType: string | null, acceptable: ReadonlyArray<{ type: string }>): boolean {
  return mimeType !== null && acceptable.some((format) => format.type === mimeType);
}
