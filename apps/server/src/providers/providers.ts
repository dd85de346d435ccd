import type { Config } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { AddressAutocompleteProvider } from './address/address-autocomplete.js';
import { createNoAddressSuggester } from './address/no-address-suggester.js';
import { createSandboxAddressSuggester } from './address/sandbox-address-suggester.js';
import type { KycProvider } from './kyc/kyc-provider.js';
import { createSandboxKycProvider } from './kyc/sandbox-kyc-provider.js';
import { createAltchaBotCheck } from './bot-check/altcha.js';
import type { BotCheckProvider } from './bot-check/bot-check.js';
import type { FraudDetectionProvider } from './fraud-detection/fraud-detection.js';
import { createSandboxFraudDetection } from './fraud-detection/sandbox-fraud-detection.js';
import type { CardGateway } from './card-gateway/card-gateway.js';
import { createSandboxCardGateway } from './card-gateway/sandbox-card-gateway.js';
import type { EventOutbox } from '../events/outbox.js';
import type { JobQueue } from '../events/job-queue.js';
import type { CryptoCustody } from './custody/custody.js';
import { createDatabaseDocumentStorage } from './document-storage/database-document-storage.js';
import type { DocumentStorage } from './document-storage/document-storage.js';
import { createSandboxCustody } from './custody/sandbox-custody.js';
import type { PayoutProvider } from './payouts/payouts.js';
import { createSandboxPayouts } from './payouts/sandbox-payouts.js';
import { createHcaptchaBotCheck } from './bot-check/hcaptcha.js';
import { createHeaderGeoIp, createSandboxGeoIp, type GeoIpProvider } from './geo-ip/geo-ip.js';
import type { MailProvider } from './mail/mail.js';
import { createSandboxMailProvider } from './mail/sandbox-mailbox.js';
import { createSmtpMailProvider } from './mail/smtp.js';
import { createCoinGeckoPriceSource } from './prices/coingecko-prices.js';
import type { PriceSource } from './prices/price-source.js';
import { createSandboxPriceSource } from './prices/sandbox-prices.js';
import type { LiquidityProvider } from './liquidity/liquidity.js';
import { createSandboxLiquidity } from './liquidity/sandbox-liquidity.js';
import type { SandboxSimulation } from './sandbox-simulation.js';
import { receivingAccountsFrom } from './settlement/receiving-accounts.js';
import { createSandboxSettlement } from './settlement/sandbox-settlement.js';
import type { SettlementBank } from './settlement/settlement.js';

/** Every outside service Ferry talks to, each behind its interface. */
export type Providers = {
  geoIp: GeoIpProvider;
  mail: MailProvider;
  botCheck: BotCheckProvider;
  prices: PriceSource;
  kyc: KycProvider;
  addressAutocomplete: AddressAutocompleteProvider;
  cardGateway: CardGateway;
  custody: CryptoCustody;
  payouts: PayoutProvider;
  settlement: SettlementBank;
  liquidity: LiquidityProvider;
  documents: DocumentStorage;
  fraudDetection: FraudDetectionProvider;
};

export type ProviderDeps = { db: Database; now: () => Date; jobs: JobQueue; events: EventOutbox };

/** The sandbox providers' simulations of the outside world, each run on its own job queue. */
export function sandboxSimulationsOf(providers: Providers): SandboxSimulation[] {
  return Object.values(providers).flatMap((provider: unknown) => {
    const simulation = (provider as { simulation?: SandboxSimulation }).simulation;
    return simulation ? [simulation] : [];
  });
}

/**
 * Providers that keep state (the sandbox mailbox, spent bot-check challenges) use the database;
 * those that report news later (bank, desk, chain) schedule their sandbox steps as jobs.
 */
export function createProviders(config: Config, deps: ProviderDeps): Providers {
  const { db, now } = deps;
  return {
    geoIp: config.IP_COUNTRY_HEADER
      ? createHeaderGeoIp(config.IP_COUNTRY_HEADER)
      : createSandboxGeoIp(config.SANDBOX_IP_COUNTRY),
    mail: config.SMTP_URL ? createSmtpMailProvider(config.SMTP_URL, config.MAIL_FROM) : createSandboxMailProvider(db, now),
    botCheck:
      config.HCAPTCHA_SECRET && config.HCAPTCHA_SITE_KEY
        ? createHcaptchaBotCheck({ secret: config.HCAPTCHA_SECRET, siteKey: config.HCAPTCHA_SITE_KEY })
        : createAltchaBotCheck({ db, hmacKey: config.BOT_CHECK_HMAC_KEY, maxNumber: config.BOT_CHECK_MAX_NUMBER }),
    prices:
      config.PRICE_SOURCE === 'coingecko'
        ? createCoinGeckoPriceSource({ baseUrl: config.COINGECKO_API_URL, apiKey: config.COINGECKO_API_KEY, fiats: ['EUR', 'GBP', 'USD', 'INR'] })
        : createSandboxPriceSource(),
    kyc: createSandboxKycProvider({ db, now, publicUrl: config.publicUrl }),
    addressAutocomplete: config.ADDRESS_AUTOCOMPLETE === 'sandbox' ? createSandboxAddressSuggester() : createNoAddressSuggester(),
    cardGateway: createSandboxCardGateway({ db, now, publicUrl: config.publicUrl }),
    custody: createSandboxCustody(deps),
    payouts: createSandboxPayouts(deps),
    settlement: createSandboxSettlement({ ...deps, accounts: receivingAccountsFrom(config.RECEIVING_ACCOUNTS) }),
    liquidity: createSandboxLiquidity(deps),
    documents: createDatabaseDocumentStorage({ db, now, key: Buffer.from(config.DOCUMENT_ENCRYPTION_KEY, 'base64') }),
    fraudDetection: createSandboxFraudDetection({ secret: config.AUTH_SECRET }),
  };
}
