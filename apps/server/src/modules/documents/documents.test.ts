import { UploadDocResponse } from '@ferry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { documentBlobs, kycDocuments } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signIn } from '../auth/auth-test-kit.js';
import { getForms, quoteFor, submitForm, submitOk } from '../kyc/kyc-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' } });
});
afterAll(async () => {
  await t.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);

function multipart(fields: Array<[string, string] | [string, Buffer, string]>) {
  const boundary = `----ferry${Math.random().toString(16).slice(2)}`;
  const parts = fields.map(([name, value, fileName]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
      ),
      typeof value === 'string' ? Buffer.from(value) : value,
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(token: string, docId: string, bytes: Buffer, fileName: string, app = t.app) {
  const { payload, contentType } = multipart([['docId', docId], ['file', bytes, fileName]]);
  return app.inject({ method: 'POST', url: '/api/v1/upload/doc', headers: { authorization: token, 'content-type': contentType }, payload });
}

describe('upload/doc (spec 000 sections 5 and 7)', () => {
  it('stores a PDF encrypted in the shared storage, under a generated name, readable by its owner only', async () => {
    const token = await signIn(t.app);
    const res = await upload(token, 'proofOfIncome', PDF, '../../payslip March.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const doc = UploadDocResponse.parse(res.json().response);
    expect(doc).toMatchObject({ docId: 'proofOfIncome', originalFileName: 'payslip March.pdf', mimeType: 'application/pdf', size: PDF.length });

    const [meta] = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.id, doc.documentId));
    const [blob] = await t.database.db.select().from(documentBlobs).where(eq(documentBlobs.name, meta?.storedName ?? ''));
    expect(meta?.storedName).toMatch(/^[0-9a-f-]{36}$/);
    expect(blob?.ciphertext.length).toBe(PDF.length);
    expect(blob?.ciphertext.includes(Buffer.from('%PDF'))).toBe(false);
    const stored = [meta?.storedName];

    const own = await t.app.inject({ url: `/api/v1/documents/${doc.documentId}`, headers: { authorization: token } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const stranger = await signIn(t.app);
    expect((await t.app.inject({ url: `/api/v1/documents/${doc.documentId}`, headers: { authorization: stranger } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/documents/${doc.documentId}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/documents/${stored[0]}` })).statusCode).toBe(404);
  });

  it("a file over 5 MB is refused with 'Please make sure the file is under 5 MB.'", async () => {
    const token = await signIn(t.app);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const res = await upload(token, 'proofOfIncome', big, 'big.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'DOCUMENT_TOO_LARGE', message: 'Please make sure the file is under 5 MB.' });
    const atLimit = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 - 9, 0x20)]);
    expect((await upload(token, 'proofOfIncome', atLimit, 'limit.pdf')).statusCode).toBe(200);
  });

  it('a program renamed to .pdf is refused: the type comes from the bytes, not the name', async () => {
    const token = await signIn(t.app);
    const res = await upload(token, 'proofOfIncome', EXE, 'statement.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
  });

  it('refuses an unknown document field, an empty file and a missing file', async () => {
    const token = await signIn(t.app);
    expect((await upload(token, 'selfie', PDF, 'a.pdf')).statusCode).toBe(400);
    expect((await upload(token, 'proofOfIncome', Buffer.alloc(0), 'a.pdf')).statusCode).toBe(400);
    const { payload, contentType } = multipart([['docId', 'proofOfIncome']]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/doc', headers: { authorization: token, 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/upload/doc', payload: {} })).statusCode).toBe(401);
  });

  it("one user can never use another user's document in a form", async () => {
    const owner = await signIn(t.app);
    const income = UploadDocResponse.parse((await upload(owner, 'proofOfIncome', PDF, 'a.pdf')).json().response);
    const address = UploadDocResponse.parse((await upload(owner, 'proofOfAddress', PDF, 'b.pdf')).json().response);

    const thief = await signIn(t.app);
    await getForms(t.app, thief, { quoteId: await quoteFor(t.app, '20000') });
    const stolen = await submitForm(t.app, thief, null, 'documentProof', { proofOfIncome: income.documentId, proofOfAddress: address.documentId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Proof of Income: Please upload the document again');

    await getForms(t.app, owner, { quoteId: await quoteFor(t.app, '20000') });
    const swapped = await submitForm(t.app, owner, null, 'documentProof', { proofOfIncome: address.documentId, proofOfAddress: income.documentId });
    expect(swapped.statusCode).toBe(400);
    await submitOk(t.app, owner, 'documentProof', { proofOfIncome: income.documentId, proofOfAddress: address.documentId });
  });

  it('a document uploaded through one instance is read through another (shared storage)', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const token = await signIn(t.app);
      const doc = UploadDocResponse.parse((await upload(token, 'proofOfIncome', PDF, 'a.pdf')).json().response);
      const read = await other.inject({ url: `/api/v1/documents/${doc.documentId}`, headers: { authorization: token } });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('the cap of 30 documents per user holds under 60 parallel uploads', async () => {
    const token = await signIn(t.app);
    const results = await Promise.all(Array.from({ length: 60 }, (_, index) => upload(token, 'proofOfIncome', PDF, `p${index}.pdf`)));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(30);
    const userId = (await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response.id as string;
    const rows = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId));
    expect(rows).toHaveLength(30);
    const names = new Set(rows.map((row) => row.storedName));
    const blobs = (await t.database.db.select({ name: documentBlobs.name }).from(documentBlobs)).filter((blob) => names.has(blob.name));
    expect(blobs).toHaveLength(30);
  });

  it('keeps no control or direction characters in a file name (a right-to-left override hides .exe)', async () => {
    const token = await signIn(t.app);
    const res = await upload(token, 'proofOfIncome', PDF, 'inv\u202Efdp.exe\u0007\u200B.pdf');
    expect(res.json().response.originalFileName).toBe('invfdp.exe.pdf');
  });

  it('a multipart body without its boundary, or cut short, is a 400 and stores nothing', async () => {
    const token = await signIn(t.app);
    const headers = { authorization: token };
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/v1/upload/doc', headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
    const { payload, contentType } = multipart([['docId', 'proofOfIncome'], ['file', PDF, 'a.pdf']]);
    const truncated = await t.app.inject({ method: 'POST', url: '/api/v1/upload/doc', headers: { ...headers, 'content-type': contentType }, payload: payload.subarray(0, payload.length - 400) });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('VALIDATION_ERROR');
  });
});
