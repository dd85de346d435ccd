import { sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { countries, cryptoCurrencies, fiatCurrencies, partners, paymentOptions, scamReferrers, sellLimits } from '../schema/index.js';
import { sandboxCountries } from './countries.js';
import { sandboxCryptoCurrencies } from './crypto-currencies.js';
import { sandboxFiatCurrencies } from './fiat-currencies.js';
import { seedPartnerSecrets } from './partner-secrets.js';
import { sandboxPartners, sandboxScamReferrers } from './partners.js';
import { sandboxSellLimits } from './sell-limits.js';

/** Every column of the insert except the key is refreshed, so a changed seed reaches old data. */
function excludedColumns(columns: string[]) {
  return Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${toSnake(column)}`)]));
}
function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Idempotent: running it again changes nothing but what the seed itself changed. */
export async function seedSandboxData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const partner of sandboxPartners) {
      const { apiKey: _key, ...rest } = partner;
      await tx.insert(partners).values(partner).onConflictDoUpdate({
        target: partners.apiKey,
        set: excludedColumns(Object.keys(rest).filter((key) => key !== 'createdAt')),
      });
    }
    for (const { options, ...fiat } of sandboxFiatCurrencies) {
      const { symbol: _symbol, ...rest } = fiat;
      await tx.insert(fiatCurrencies).values(fiat).onConflictDoUpdate({
        target: fiatCurrencies.symbol,
        set: excludedColumns(Object.keys(rest)),
      });
      for (const [index, option] of options.entries()) {
        const row = { ...option, fiatSymbol: fiat.symbol, sortOrder: index };
        const { id: _id, fiatSymbol: _fiat, ...optionRest } = row;
        await tx.insert(paymentOptions).values(row).onConflictDoUpdate({
          target: [paymentOptions.fiatSymbol, paymentOptions.id],
          set: excludedColumns(Object.keys(optionRest)),
        });
      }
    }
    for (const [index, crypto] of sandboxCryptoCurrencies.entries()) {
      const row = {
        ...crypto,
        uniqueId: `${crypto.symbol}_${crypto.networkName}`,
        image: `/static/icons/crypto-${crypto.symbol.toLowerCase()}.svg`,
        sortOrder: index,
      };
      const { uniqueId: _id, ...rest } = row;
      await tx.insert(cryptoCurrencies).values(row).onConflictDoUpdate({
        target: cryptoCurrencies.uniqueId,
        set: excludedColumns(Object.keys(rest)),
      });
    }
    for (const country of sandboxCountries) {
      await tx.insert(countries).values(country).onConflictDoUpdate({
        target: countries.alpha2,
        set: excludedColumns(['name', 'currencyCode', 'isAllowed']),
      });
    }
    for (const referrer of sandboxScamReferrers) {
      await tx.insert(scamReferrers).values(referrer).onConflictDoNothing();
    }
    for (const limit of sandboxSellLimits) {
      await tx.insert(sellLimits).values(limit).onConflictDoUpdate({
        target: [sellLimits.cryptoSymbol, sellLimits.fiatSymbol, sellLimits.paymentMethod],
        set: excludedColumns(['defaultCryptoAmount', 'minCryptoAmount', 'maxCryptoAmount']),
      });
    }
  });
  await seedPartnerSecrets(db, sandboxPartners.map((partner) => partner.apiKey));
}
