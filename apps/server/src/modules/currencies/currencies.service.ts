import type { Country, CryptoCurrency, FiatCurrency, PaymentMethodId } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { listCountryRows, listCryptoCurrencyRows, listFiatCurrencyRows } from './currencies.repository.js';

/** Postgres numeric comes back as text; normalise "30.00" to "30" so amounts compare as written. */
function decimalText(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

export async function listFiatCurrencies(ctx: AppContext): Promise<FiatCurrency[]> {
  const { fiats, options } = await listFiatCurrencyRows(ctx.db);
  return fiats.map((fiat) => ({
    symbol: fiat.symbol,
    name: fiat.name,
    logoSymbol: fiat.logoSymbol,
    roundOff: fiat.roundOff,
    isPayOutAllowed: fiat.isPayOutAllowed,
    paymentOptions: options
      .filter((option) => option.fiatSymbol === fiat.symbol)
      .map((option, index) => ({
        id: option.id as PaymentMethodId,
        name: option.name,
        icon: option.icon,
        displayMessage: option.displayMessage,
        isActive: option.isActive,
        supportedCountryCode: option.supportedCountryCodes,
        minAmount: decimalText(option.minAmount),
        maxAmount: decimalText(option.maxAmount),
        defaultAmount: decimalText(option.defaultAmount),
        selected: index === 0,
        isNftAllowed: option.isNftAllowed,
        isPayOutAllowed: option.isPayOutAllowed,
        ...(option.minAmountForPayOut ? { minAmountForPayOut: decimalText(option.minAmountForPayOut) } : {}),
        ...(option.maxAmountForPayOut ? { maxAmountForPayOut: decimalText(option.maxAmountForPayOut) } : {}),
      })),
  }));
}

export async function listCryptoCurrencies(ctx: AppContext): Promise<CryptoCurrency[]> {
  const rows = await listCryptoCurrencyRows(ctx.db);
  return rows.map((row) => ({
    symbol: row.symbol,
    name: row.name,
    uniqueId: row.uniqueId,
    image: { small: row.image },
    network: {
      name: row.networkName,
      ...(row.chainId ? { chainId: row.chainId } : {}),
      explorer: row.explorer,
    },
    isPopular: row.isPopular,
    isPayInAllowed: row.isPayInAllowed,
    minAmount: decimalText(row.minAmount),
    maxAmount: decimalText(row.maxAmount),
    roundOff: row.roundOff,
    ...(row.addressTagName && row.addressTagDisplayName
      ? { addressAdditionalData: { name: row.addressTagName, display_name: row.addressTagDisplayName } }
      : {}),
  }));
}

export async function listCountries(ctx: AppContext): Promise<Country[]> {
  const rows = await listCountryRows(ctx.db);
  return rows.map(({ alpha2, name, currencyCode, isAllowed }) => ({ alpha2, name, currencyCode, isAllowed }));
}
