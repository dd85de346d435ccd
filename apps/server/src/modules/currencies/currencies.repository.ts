import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { countries, cryptoCurrencies, fiatCurrencies, paymentOptions } from '../../db/schema/index.js';

export async function listFiatCurrencyRows(db: Database) {
  const [fiats, options] = await Promise.all([
    db.select().from(fiatCurrencies).orderBy(asc(fiatCurrencies.sortOrder)),
    db.select().from(paymentOptions).orderBy(asc(paymentOptions.sortOrder)),
  ]);
  return { fiats, options };
}

export function listCryptoCurrencyRows(db: Database) {
  return db.select().from(cryptoCurrencies).orderBy(asc(cryptoCurrencies.sortOrder));
}

export function listCountryRows(db: Database) {
  return db.select().from(countries).orderBy(asc(countries.name));
}
