import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentBlobs } from '../../db/schema/index.js';
import type { DocumentStorage } from './document-storage.js';

/** The key's fingerprint kept beside each blob: which key opens it once keys are rotated. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/**
 * Documents in the database, encrypted at rest with AES-256-GCM under DOCUMENT_ENCRYPTION_KEY.
 * The name is the additional authenticated data, so a blob moved under another name does not open.
 */
export function createDatabaseDocumentStorage({ db, key, now }: { db: Database; key: Buffer; now: () => Date }): DocumentStorage {
  if (key.length !== 32) throw new Error('DOCUMENT_ENCRYPTION_KEY must be 32 bytes');
  const keyId = keyIdOf(key);
  return {
    async put(name, bytes) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name));
      const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final()]);
      await db.insert(documentBlobs).values({ name, keyId, iv, authTag: cipher.getAuthTag(), ciphertext, createdAt: now() });
    },
    async get(name) {
      const [row] = await db.select().from(documentBlobs).where(eq(documentBlobs.name, name));
      if (!row) return null;
      if (row.keyId !== keyId) throw new Error(`document ${name} was sealed with key ${row.keyId}, not the configured key ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', key, row.iv);
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(row.authTag);
      return Buffer.concat([decipher.update(row.ciphertext), decipher.final()]);
    },
    async remove(name) {
      await db.delete(documentBlobs).where(eq(documentBlobs.name, name));
    },
  };
}
