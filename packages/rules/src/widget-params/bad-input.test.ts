import { describe, expect, it } from 'vitest';
import { normaliseWidgetParams } from './normalise-widget-params.js';
import type { RawWidgetQuery } from './read-raw.js';
import { context, searchParams, searchParamsFromPairs } from './test-fixtures.js';

const normalise = (raw: RawWidgetQuery) => normaliseWidgetParams(raw, context);
const ALL = ['BUY', 'SELL', 'OFF_RAMP_STREAM'];

describe('bad query input never throws and is listed with its reason', () => {
  it('unknown parameters are listed as rejected with reason unknown parameter', () => {
    expect(normalise(searchParams('fiatcurrency=USD&utm_source=x')).rejected).toEqual([
      { name: 'fiatcurrency', value: 'USD', reason: 'unknown parameter' },
      { name: 'utm_source', value: 'x', reason: 'unknown parameter' },
    ]);
  });

  it('theme parameters, signature, sessionId and ott are known and left to their own rules', () => {
    const query =
      'colorMode=DARK&brandColor=%23fff&themeColor=000&textColors={}&backgroundColors=x' +
      '&borderColors=x&signature=abc&sessionId=s1&ott=o1';
    const result = normalise(searchParams(query));
    expect(result.rejected).toEqual([]);
    expect(result.byProduct.BUY).toEqual({ productsAvailed: ALL });
  });

  it('a 10 kB value is rejected with its value cut to 200 characters', () => {
    const huge = 'x'.repeat(10_000);
    const result = normalise({ walletAddress: huge, [huge]: '1' });
    expect(result.byProduct.BUY?.walletAddress).toBeUndefined();
    expect(result.rejected).toEqual([
      { name: 'walletAddress', value: 'x'.repeat(200), reason: 'longer than 2048 characters' },
      { name: 'x'.repeat(200), value: '1', reason: 'unknown parameter' },
    ]);
  });

  it('a value beyond the longest bulk parameter is refused before it is read', () => {
    const result = normalise({ networks: 'a,'.repeat(40_000) });
    expect(result.rejected).toEqual([
      { name: 'networks', value: 'a,'.repeat(100), reason: 'longer than 65536 characters' },
    ]);
  });

  it('JSON nested thousands of levels deep is rejected, not thrown', () => {
    const depth = 10_000;
    const userData = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const walletAddressesData = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(normalise({ userData, walletAddressesData }).rejected).toEqual([
      {
        name: 'userData',
        value: userData.slice(0, 200),
        reason: 'is nested deeper than 32 levels',
      },
      {
        name: 'walletAddressesData',
        value: walletAddressesData.slice(0, 200),
        reason: 'must be a JSON object',
      },
    ]);
  });

  it('values that are not text are rejected with their type', () => {
    const raw = {
      hideMenu: { nested: true },
      networks: [['ethereum']],
    } as unknown as RawWidgetQuery;
    expect(normalise(raw).rejected).toEqual([
      { name: 'hideMenu', value: 'object', reason: 'expected text, got object' },
      { name: 'networks', value: 'nested list', reason: 'expected text, got nested list' },
    ]);
  });

  it('a single-valued parameter sent twice with different values is rejected', () => {
    const result = normalise(
      searchParams('fiatCurrency=USD&fiatCurrency=EUR&hideMenu=true&hideMenu=true'),
    );
    expect(result.byProduct.BUY).toEqual({ productsAvailed: ALL, hideMenu: true });
    expect(result.rejected).toEqual([
      { name: 'fiatCurrency', value: 'USD,EUR', reason: 'expected one value, got 2' },
    ]);
  });

  it('null values are dropped without a rejection', () => {
    const raw = { walletAddress: 'null', email: '', hideMenu: undefined, sdkName: 'undefined' };
    const result = normalise(raw);
    expect(result.byProduct.BUY).toEqual({ productsAvailed: ALL });
    expect(result.rejected).toEqual([]);
  });

  it('URLSearchParams and a record read the same', () => {
    const pairs = [
      ['networks', 'ethereum'],
      ['networks', 'tron'],
      ['cryptoCurrencyCode', 'usdt'],
      ['isFerryStreamOffRamp', 'true'],
    ];
    const record = {
      networks: ['ethereum', 'tron'],
      cryptoCurrencyCode: 'usdt',
      isFerryStreamOffRamp: 'true',
    };
    expect(normalise(searchParamsFromPairs(pairs))).toEqual(normalise(record));
  });

  it('an input that is not an object reads as an empty query', () => {
    for (const raw of [null, undefined, 42, 'fiatCurrency=USD'])
      expect(normalise(raw as unknown as RawWidgetQuery)).toEqual({
        productsAvailed: ALL,
        byProduct: {
          BUY: { productsAvailed: ALL },
          SELL: { productsAvailed: ALL },
          OFF_RAMP_STREAM: { productsAvailed: ALL },
        },
        rejected: [],
      });
  });
});
