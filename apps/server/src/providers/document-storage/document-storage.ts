/**
 * Where the bytes of KYC documents live, shared by every instance. The database storage is the
 * default; an S3-compatible adapter implements the same three calls (put under a generated name,
 * get, remove) with server-side encryption of its own.
 */
export interface DocumentStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the name. */
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}
