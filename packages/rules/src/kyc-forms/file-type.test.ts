import { describe, expect, it } from 'vitest';
import { isAcceptableFormat, isFileSizeAllowed, sniffDocumentType } from './file-type.js';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('uploads (spec 000 sections 5 and 9)', () => {
  it('are at most 5 MB, and never empty', () => {
    expect(isFileSizeAllowed(5 * 1024 * 1024)).toBe(true);
    expect(isFileSizeAllowed(5 * 1024 * 1024 + 1)).toBe(false);
    expect(isFileSizeAllowed(0)).toBe(false);
  });
  it('are typed by their bytes: PDF, PNG, JPEG, WebP and HEIC', () => {
    expect(sniffDocumentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffDocumentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffDocumentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffDocumentType(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic');
  });
  it('a program renamed to .pdf is not a document', () => {
    expect(sniffDocumentType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(sniffDocumentType(bytes([0x7f], 'ELF'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });
  it("a type must be one of the field's acceptable formats", () => {
    expect(isAcceptableFormat('image/png', [{ type: 'application/pdf' }, { type: 'image/png' }])).toBe(true);
    expect(isAcceptableFormat('image/webp', [{ type: 'application/pdf' }])).toBe(false);
    expect(isAcceptableFormat(null, [{ type: 'application/pdf' }])).toBe(false);
  });
});
