import { describe, expect, it } from 'vitest';
import { normaliseWidgetParams } from './normalise-widget-params.js';
import { context, contextWith, partner, searchParams } from './test-fixtures.js';

const normalise = (query: string, ctx = context) => normaliseWidgetParams(searchParams(query), ctx);
const buy = (query: string, ctx = context) => normalise(query, ctx).byProduct.BUY;
const ALL = ['BUY', 'SELL', 'OFF_RAMP_STREAM'];

describe('query parameter normalisation per product (spec 000 section 4): NFT, one-click and stream flags', () => {
  it('NFT parameters are kept only when isNFT is true and the partner has NFT enabled', () => {
    const query = 'isNFT=true&contractAddress=0xc&tokenId=7&tradeType=buy&estimatedGasLimit=21000';
    expect(buy(query)).toMatchObject({
      isNFT: true,
      contractAddress: '0xc',
      tokenId: '7',
      estimatedGasLimit: 21000,
    });

    const notNft = normalise('contractAddress=0xc&tokenId=7');
    expect(notNft.byProduct.BUY).toEqual({ productsAvailed: ALL });
    const reason = 'kept only when isNFT is true and the partner has NFT enabled';
    expect(notNft.rejected).toEqual([
      { name: 'contractAddress', value: '0xc', reason },
      { name: 'tokenId', value: '7', reason },
    ]);

    const noNftPartner = contextWith({ partner: { ...partner, isNftEnabled: false } });
    const refused = normalise(query, noNftPartner);
    expect(refused.byProduct.BUY).toEqual({ productsAvailed: ALL });
    expect(refused.rejected).toContainEqual({
      name: 'isNFT',
      value: 'true',
      reason: 'the partner does not have NFT enabled',
    });
  });

  it('one-click parameters are kept only when isFerryOne is true', () => {
    const oneClick =
      'calldata=0xdead&smartContractAddress=0xs&estimatedGasLimit=50000&sourceTokenData=s&cryptoCurrencyData=c';
    expect(buy(`isFerryOne=true&${oneClick}`)).toEqual({
      productsAvailed: ALL,
      isFerryOne: true,
      calldata: '0xdead',
      smartContractAddress: '0xs',
      estimatedGasLimit: 50000,
      sourceTokenData: 's',
      cryptoCurrencyData: 'c',
    });
    const refused = normalise(`isFerryOne=false&${oneClick}`);
    expect(refused.byProduct.BUY).toEqual({ productsAvailed: ALL, isFerryOne: false });
    const shared =
      'kept only when isNFT is true and the partner has NFT enabled, or when isFerryOne is true';
    expect(refused.rejected).toEqual([
      { name: 'smartContractAddress', value: '0xs', reason: shared },
      { name: 'calldata', value: '0xdead', reason: shared },
      { name: 'sourceTokenData', value: 's', reason: shared },
      { name: 'cryptoCurrencyData', value: 'c', reason: shared },
      { name: 'estimatedGasLimit', value: '50000', reason: shared },
    ]);
  });

  it('isFerryOne and its parameters go when the partner does not have Ferry One enabled', () => {
    const noOnePartner = contextWith({ partner: { ...partner, isFerryOneEnabled: false } });
    const refused = normalise('isFerryOne=true&calldata=0xdead', noOnePartner);
    expect(refused.byProduct.BUY).toEqual({ productsAvailed: ALL });
    expect(refused.rejected).toContainEqual({ name: 'isFerryOne', value: 'true', reason: 'the partner does not have Ferry One enabled' });
  });

  it('a one-click order keeps its one-click parameters but not the NFT-only ones', () => {
    expect(buy('isFerryOne=true&calldata=0xdead&tokenId=7')).toEqual({
      productsAvailed: ALL,
      isFerryOne: true,
      calldata: '0xdead',
    });
  });

  it('isFerryStreamOffRamp needs a crypto code and a non-empty networks list', () => {
    expect(
      buy('isFerryStreamOffRamp=true&cryptoCurrencyCode=USDT&networks=ethereum'),
    ).toMatchObject({
      isFerryStreamOffRamp: true,
    });
    for (const query of [
      'isFerryStreamOffRamp=true&networks=ethereum',
      'isFerryStreamOffRamp=true&cryptoCurrencyCode=USDT&networks=solana',
    ]) {
      const result = normalise(query);
      expect(result.byProduct.BUY?.isFerryStreamOffRamp).toBeUndefined();
      expect(result.rejected).toContainEqual({
        name: 'isFerryStreamOffRamp',
        value: 'true',
        reason: 'needs cryptoCurrencyCode and networks',
      });
    }
  });
});
