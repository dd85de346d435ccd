import { GetCountryResponse, Quote, successEnvelope } from '@ferry/contracts';
import { serializerCompiler as encodingSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isCheckOnlySchema, serializerCompiler, writtenBySchemaCompiler } from './response-serializer.js';

const serializerOf = (schema: z.core.$ZodType) => serializerCompiler({ schema, method: 'GET', url: '/test' });
const writerOf = (schema: z.core.$ZodType) => writtenBySchemaCompiler({ schema, method: 'GET', url: '/test' });
const encoderOf = (schema: z.core.$ZodType) => encodingSerializerCompiler({ schema, method: 'GET', url: '/test' });

const quote: Quote = {
  quoteId: 'abc.def',
  isBuyOrSell: 'BUY',
  fiatCurrency: 'EUR',
  cryptoCurrency: 'ETH',
  network: 'ethereum',
  paymentMethod: 'credit_debit_card',
  fiatAmount: '250.00',
  cryptoAmount: '0.0825',
  conversionPrice: '0.00036',
  feeDecimal: '0.0475',
  totalFee: '11.88',
  totalFeesFiat: '11.88',
  totalAmount: '250.00',
  feeBreakdown: [
    { id: 'ferry_fee', name: 'Ferry fee', value: '2.50' },
    { id: 'partner_fee', name: 'Partner fee', value: '2.50' },
    { id: 'processing_fee', name: 'Processing fee', value: '6.25' },
    { id: 'network_fee', name: 'Network fee', value: '0.63' },
  ],
  slippage: '0.5',
  notes: [],
  isFeeExcludedFromFiat: false,
  ferryFeeOffPercent: '0',
  campaignAmount: '0.00',
  actualFerryFees: '2.50',
  actualTotalFees: '11.88',
  issuedAt: '2025-06-01T10:00:00.000Z',
  expiresAt: '2025-06-01T10:01:00.000Z',
};

describe('isCheckOnlySchema', () => {
  it('is true for schemas that only check: the quote and get/country answers, unions, records, tuples, recursive ones', () => {
    type Tree = { name: string; children: Tree[] };
    const Tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(Tree) }));
    expect(isCheckOnlySchema(successEnvelope(Quote))).toBe(true);
    expect(isCheckOnlySchema(successEnvelope(GetCountryResponse))).toBe(true);
    expect(isCheckOnlySchema(z.union([z.literal('a'), z.number().int().nullable()]))).toBe(true);
    expect(isCheckOnlySchema(z.record(z.string(), z.tuple([z.boolean(), z.enum(['x', 'y'])])))).toBe(true);
    expect(isCheckOnlySchema(Tree)).toBe(true);
  });

  it('is false wherever a value may change on the way: transforms, defaults, pipes, codecs, catches, however deep', () => {
    expect(isCheckOnlySchema(z.string().transform((text) => text.length))).toBe(false);
    expect(isCheckOnlySchema(z.object({ list: z.array(z.object({ at: z.string().default('now') })) }))).toBe(false);
    expect(isCheckOnlySchema(z.object({ n: z.string().pipe(z.coerce.number()).optional() }))).toBe(false);
    expect(isCheckOnlySchema(z.codec(z.iso.datetime(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() }))).toBe(false);
    expect(isCheckOnlySchema(z.union([z.string(), z.number().catch(0)]))).toBe(false);
    expect(isCheckOnlySchema(z.object({ a: z.string() }).catchall(z.string().prefault('x')))).toBe(false);
  });
});

describe('serializerCompiler', () => {
  it('writes a valid answer exactly as the library does, unknown keys dropped', () => {
    const schema = successEnvelope(Quote);
    const answer = { response: { ...quote, internal: 'secret' } };
    const written = serializerOf(schema)(answer);
    expect(written).toBe(encoderOf(schema)(answer));
    expect(JSON.parse(written)).toEqual({ response: quote });
  });

  it('refuses an answer that breaks its schema, as the library does (FST_ERR_RESPONSE_SERIALIZATION)', () => {
    const write = serializerOf(successEnvelope(Quote));
    expect(() => write({ response: { ...quote, fiatAmount: '250,00' } })).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION', statusCode: 500 }));
    expect(() => write({ response: { ...quote, feeBreakdown: [{ id: 'other_fee', name: 'Other', value: '1' }] } })).toThrow(
      expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }),
    );
  });

  it('keeps the library’s encode for a schema that changes values (a default is not filled in on the way out)', () => {
    const schema = z.object({ at: z.string().default('now') });
    expect(() => serializerOf(schema)({})).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }));
    // parse would have filled the default in:
    expect(z.parse(schema, {})).toEqual({ at: 'now' });
  });
});

describe('writtenBySchemaCompiler (the quote routes: Fastify\'s own serialization, the widget checks the answer)', () => {
  it('writes the same quote answer as the checking serializer does (in the contract\'s field order), with and without its optional parts', () => {
    const schema = successEnvelope(Quote);
    const full: Quote = {
      ...quote,
      notes: ['Fees are charged on top of the amount entered.'],
      isFeeExcludedFromFiat: true,
      nftData: { nftTitle: 'Ape', nftImage: 'https://example.com/ape.png', quantity: 2 },
      ferryOneData: { smartContractAddress: '0xabc', estimatedGasLimit: '21000', callDataHash: 'ff' },
      convertedFiatData: { fiatCurrency: 'GBP', fiatAmount: '212.50', conversionRate: '0.85' },
      bankId: 'bank_1',
      walletAddress: '0x1234',
      partnerCustomerId: 'customer "7"',
      partnerOrderId: 'order\\8\n',
    };
    for (const answer of [{ response: quote }, { response: full }]) {
      const written = writerOf(schema)(answer);
      expect(JSON.parse(written)).toEqual(JSON.parse(serializerOf(schema)(answer)));
      expect(JSON.parse(written)).toEqual(answer);
    }
  });

  it('writes only the contract\'s fields: anything else on the object stays on the server', () => {
    const written = writerOf(successEnvelope(Quote))({ response: { ...quote, partnerApiKey: 'pk_secret', internal: { cost: '1' } }, debug: true });
    expect(JSON.parse(written)).toEqual({ response: quote });
    expect(written).not.toContain('pk_secret');
  });

  it('refuses an answer that lacks a field the contract requires', () => {
    const { fiatAmount: _dropped, ...withoutAmount } = quote;
    expect(() => writerOf(successEnvelope(Quote))({ response: withoutAmount })).toThrow(/fiatAmount/);
  });

  it('leaves a schema that changes values to the checking serializer', () => {
    const schema = z.object({ at: z.string().default('now') });
    expect(() => writerOf(schema)({})).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }));
  });
});
