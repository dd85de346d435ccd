import { UploadDocResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST upload/doc (multipart: docId, file): answers the document id and the original file name. */
export function uploadDocument({ docId, file }: { docId: string; file: File }) {
  const body = new FormData();
  body.append('docId', docId);
  body.append('file', file, file.name);
  return apiRequest('upload/doc', { schema: UploadDocResponse, method: 'POST', body });
}
