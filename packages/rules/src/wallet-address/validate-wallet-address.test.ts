import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidAddressTag, validateWalletAddress } from './validate-wallet-address.js';

const valid: Record<string, string[]> = {
  ethereum: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
  ],
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
  ],
  solana: ['So11111111111111111111111111111111111111112', '11111111111111111111111111111111', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'],
  ripple: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'],
};

const ok = (network: string, address: string) => validateWalletAddress({ address, network, cryptoSymbol: 'X' }).ok;

describe('wallet address format per network (beyond spec 000 section 5)', () => {
  for (const [network, addresses] of Object.entries(valid)) {
    it(`accepts well-formed ${network} addresses`, () => {
      for (const address of addresses) expect(ok(network, address), address).toBe(true);
    });
  }

  it('rejects an EVM address whose mixed case breaks the EIP-55 checksum', () => {
    expect(ok('ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(ok('polygon', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });

  it('rejects a bech32 address with a wrong checksum, mixed case or the wrong variant', () => {
    expect(ok('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(ok('bitcoin', 'bc1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe(false);
    // BIP-350 vector: version 0 program encoded with bech32m
    expect(ok('bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(false);
    // a testnet address on mainnet
    expect(ok('bitcoin', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
  });

  it('rejects a base58 address with a wrong checksum on bitcoin, tron and ripple', () => {
    expect(ok('bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(ok('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(ok('ripple', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj')).toBe(false);
  });

  it('rejects an address of another network', () => {
    expect(ok('ethereum', valid.bitcoin![0]!)).toBe(false);
    expect(ok('solana', valid.ethereum![0]!)).toBe(false);
    expect(ok('ripple', valid.tron![0]!)).toBe(false);
    expect(ok('tron', valid.solana![2]!)).toBe(false);
  });

  it('rejects any single-character typo of a checksummed address', () => {
    const checksummed = [
      ['ethereum', valid.ethereum![0]!],
      ['bitcoin', valid.bitcoin![0]!],
      ['bitcoin', valid.bitcoin![2]!],
      ['tron', valid.tron![0]!],
      ['ripple', valid.ripple![0]!],
    ] as const;
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
    fc.assert(
      fc.property(fc.constantFrom(...checksummed), fc.nat(), fc.constantFrom(...alphabet), ([network, address], at, letter) => {
        const index = 2 + (at % (address.length - 2));
        if (address[index] === letter || address[index]?.toLowerCase() === letter.toLowerCase()) return true;
        const typo = address.slice(0, index) + letter + address.slice(index + 1);
        return !ok(network, typo);
      }),
      { numRuns: 2000 },
    );
  });

  it('trims the address, and refuses an empty one with ENTER_VALID_ADDRESS for that crypto', () => {
    expect(validateWalletAddress({ address: `  ${valid.ethereum![0]!}\n`, network: 'ethereum', cryptoSymbol: 'ETH' })).toEqual({
      ok: true,
      address: valid.ethereum![0],
    });
    expect(validateWalletAddress({ address: '   ', network: 'ethereum', cryptoSymbol: 'ETH' })).toEqual({
      ok: false,
      code: 'ENTER_VALID_ADDRESS',
      params: { crypto: 'ETH' },
    });
  });

  it('only asks a plausible token of a network it has no format for', () => {
    expect(ok('cardano', 'addr1qxy2lpan99fcnhhyqn4q3dd2z3ldsz0m6n2c8s')).toBe(true);
    expect(ok('cardano', 'abc')).toBe(false);
    expect(ok('cardano', 'has space inside it')).toBe(false);
  });
});

describe('extra address tag', () => {
  it('accepts an XRP destination tag that is an unsigned 32-bit number, or none', () => {
    expect(isValidAddressTag({ network: 'ripple', tag: '' })).toBe(true);
    expect(isValidAddressTag({ network: 'ripple', tag: '4294967295' })).toBe(true);
    expect(isValidAddressTag({ network: 'ripple', tag: '4294967296' })).toBe(false);
    expect(isValidAddressTag({ network: 'ripple', tag: '12a' })).toBe(false);
    expect(isValidAddressTag({ network: 'ripple', tag: '007' })).toBe(false);
  });
});
