import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { partnerSecrets, partnerSettings } from '../../db/schema/index.js';

export type PartnerCredentials = { secret: string | null; requiresSignedUrl: boolean };

export async function findPartnerCredentials(
  db: Database,
  apiKey: string,
): Promise<PartnerCredentials> {
  const [secrets, settings] = await Promise.all([
    db
      .select({ secret: partnerSecrets.secret })
      .from(partnerSecrets)
      .where(eq(partnerSecrets.apiKey, apiKey))
      .limit(1),
    db
      .select({ requiresSignedUrl: partnerSettings.requiresSignedUrl })
      .from(partnerSettings)
      .where(eq(partnerSettings.apiKey, apiKey))
      .limit(1),
  ]);
  return {
    secret: secrets[0]?.secret ?? null,
    requiresSignedUrl: settings[0]?.requiresSignedUrl ?? false,
  };
}
