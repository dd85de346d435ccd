import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode, kycDocumentField, type UploadDocResponse } from '@ferry/contracts';
import { FILE_TOO_LARGE_MESSAGE, isAcceptableFormat, isFileSizeAllowed, sniffDocumentType } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findUserDocument, insertDocumentWithin } from './documents.repository.js';

/** Enough for every document of an ENHANCED check several times over; more is abuse of the disk. */
export const MAX_DOCUMENTS_PER_USER = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The name as the user's device gave it, without any path, control or format characters (a
 * right-to-left override can make 'gpj.exe' read as 'exe.jpg') and without excess length.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.normalize('NFC').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim().slice(0, 200);
  return cleaned || 'document';
}

/**
 * POST upload/doc: at most 5 MB, typed by its bytes (never by its name) against the formats of
 * the field it is for, kept in the shared document storage under a generated name, owned by the user.
 */
export async function uploadDocument(
  ctx: AppContext,
  { userId, docId, fileName, bytes }: { userId: string; docId: string; fileName: string; bytes: Buffer },
): Promise<UploadDocResponse> {
  const field = kycDocumentField(docId);
  if (!field) throw new AppError(ErrorCode.VALIDATION_ERROR, 'docId is not a document field');
  if (!isFileSizeAllowed(bytes.length)) {
    throw new AppError(bytes.length === 0 ? ErrorCode.VALIDATION_ERROR : ErrorCode.DOCUMENT_TOO_LARGE, bytes.length === 0 ? 'The file is empty.' : FILE_TOO_LARGE_MESSAGE);
  }
  const mimeType = sniffDocumentType(bytes);
  if (!isAcceptableFormat(mimeType, field.acceptableFormats)) {
    throw new AppError(ErrorCode.DOCUMENT_TYPE_NOT_ALLOWED, 'This file type is not accepted. Please upload a PDF, PNG or JPEG.');
  }
  const storedName = randomUUID();
  const storage = ctx.providers.documents;
  await storage.put(storedName, bytes);
  let row;
  try {
    row = await insertDocumentWithin(
      ctx.db,
      {
        userId,
        docId,
        storedName,
        originalFileName: cleanFileName(fileName),
        mimeType: mimeType ?? 'application/octet-stream',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        createdAt: ctx.now(),
      },
      MAX_DOCUMENTS_PER_USER,
    );
  } catch (error) {
    await storage.remove(storedName);
    throw error;
  }
  if (!row) {
    await storage.remove(storedName);
    throw new AppError(ErrorCode.RATE_LIMITED, 'You have uploaded too many documents. Please contact support.');
  }
  return { documentId: row.id, docId, originalFileName: row.originalFileName, mimeType: row.mimeType, size: row.size };
}

/** A document the user owns, or null (another user's document is never found). */
export async function findOwnedDocument(
  ctx: AppContext,
  { userId, documentId }: { userId: string; documentId: string },
): Promise<{ id: string; docId: string } | null> {
  if (!UUID.test(documentId)) return null;
  const row = await findUserDocument(ctx.db, { userId, id: documentId });
  return row ? { id: row.id, docId: row.docId } : null;
}

/** The bytes of the user's own document. */
export async function openOwnedDocument(
  ctx: AppContext,
  { userId, documentId }: { userId: string; documentId: string },
): Promise<{ bytes: Buffer; mimeType: string; size: number }> {
  const row = UUID.test(documentId) ? await findUserDocument(ctx.db, { userId, id: documentId }) : null;
  const bytes = row ? await ctx.providers.documents.get(row.storedName) : null;
  if (!row || !bytes) throw new AppError(ErrorCode.NOT_FOUND, 'Document not found');
  return { bytes, mimeType: row.mimeType, size: row.size };
}
