import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { partners, partnerSecrets, partnerSettings } from '../schema/index.js';

/**
 * A sandbox partner that requires signed URLs, so the signed-URL rule can be tried by hand
 * (pk_sandbox_demo does not require signing).
 */
export const sandboxSignedPartner = {
  apiKey: 'pk_sandbox_signed',
  company: 'Signed Wallet Ltd',
  brand: 'Signed Wallet',
  logo: '/static/icons/partner-demo.svg',
  productsAvailed: ['BUY', 'SELL'],
  isNftEnabled: false,
  buyFeePercentage: '1.0000',
  sellFeePercentage: '1.0000',
  kybStatus: 'APPROVED',
  status: 'ACTIVE',
  isFerryOneEnabled: false,
  removePoweredBy: false,
  allowedDomains: [],
} satisfies typeof partners.$inferInsert;

/** Sandbox secrets follow the key: pk_sandbox_x has sk_sandbox_x. Stable: tests and users rely on them. */
export const sandboxSecretFor = (apiKey: string) => apiKey.replace(/^pk_/, 'sk_');

const signingRequiredBy = new Set([sandboxSignedPartner.apiKey]);

/** Idempotent: every sandbox partner gets its secret and its signing setting. */
export async function seedPartnerSecrets(db: Database, apiKeys: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(partners)
      .values(sandboxSignedPartner)
      .onConflictDoUpdate({
        target: partners.apiKey,
        set: { status: sql`excluded.status`, kybStatus: sql`excluded.kyb_status` },
      });
    for (const apiKey of [...apiKeys, sandboxSignedPartner.apiKey]) {
      await tx
        .insert(partnerSecrets)
        .values({ apiKey, secret: sandboxSecretFor(apiKey) })
        .onConflictDoUpdate({
          target: partnerSecrets.apiKey,
          set: { secret: sql`excluded.secret` },
        });
      await tx
        .insert(partnerSettings)
        .values({ apiKey, requiresSignedUrl: signingRequiredBy.has(apiKey) })
        .onConflictDoUpdate({
          target: partnerSettings.apiKey,
          set: { requiresSignedUrl: sql`excluded.requires_signed_url` },
        });
    }
  });
}
