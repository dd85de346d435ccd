import multipart from '@fastify/multipart';
import { ErrorCode, successEnvelope, UPLOAD_MAX_BYTES, UploadDocResponse } from '@ferry/contracts';
import { FILE_TOO_LARGE_MESSAGE } from '@ferry/rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireUser } from '../../http/require-user.js';
import { openOwnedDocument, uploadDocument } from './documents.service.js';

const tags = ['kyc'];

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the docId field and the one file of a multipart upload; the file is cut off past 5 MB. */
async function readUpload(request: FastifyRequest) {
  let docId = '';
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'docId' && typeof part.value === 'string') docId = part.value;
      else if (part.type === 'file' && part.fieldname === 'file' && !file) file = { fileName: part.filename, bytes: await part.toBuffer() };
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError(ErrorCode.DOCUMENT_TOO_LARGE, FILE_TOO_LARGE_MESSAGE);
    if (error instanceof AppError) throw error;
    // Whatever the parser met (no boundary, a body cut short, a malformed part): the body is bad, not the server.
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'The multipart body is malformed. Send docId and file as multipart/form-data.');
  }
  if (!docId || !file) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Send the fields docId and file');
  return { docId, ...file };
}

export const documentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
    });

    app.post(
      '/upload/doc',
      {
        schema: {
          tags,
          summary: 'KYC document upload (multipart: docId, file); at most 5 MB, PDF, PNG or JPEG by content',
          consumes: ['multipart/form-data'],
          response: { 200: successEnvelope(UploadDocResponse) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        if (!request.isMultipart()) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Send the document as multipart/form-data');
        const upload = await readUpload(request);
        return { response: await uploadDocument(ctx, { userId, ...upload }) };
      },
    );

    app.get(
      '/documents/:documentId',
      {
        schema: {
          tags,
          summary: "The bytes of one of the signed-in user's own documents (404 for anyone else's)",
          params: z.object({ documentId: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const { userId } = await requireUser(ctx, request);
        const document = await openOwnedDocument(ctx, { userId, documentId: request.params.documentId });
        return reply
          .type(document.mimeType)
          .header('content-length', document.size)
          .header('content-disposition', 'attachment; filename="document"')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(document.bytes);
      },
    );
  };
