import type { cryptoCurrencies } from '../schema/index.js';

type CryptoRow = Omit<typeof cryptoCurrencies.$inferInsert, 'uniqueId' | 'image' | 'sortOrder'>;

const explorers: Record<string, string> = {
  bitcoin: 'https://mempool.space/tx/',
  ethereum: 'https://etherscan.io/tx/',
  polygon: 'https://polygonscan.com/tx/',
  arbitrum: 'https://arbiscan.io/tx/',
  solana: 'https://solscan.io/tx/',
  tron: 'https://tronscan.org/#/transaction/',
  ripple: 'https://xrpscan.com/tx/',
};

function crypto(row: Omit<CryptoRow, 'explorer'>): CryptoRow {
  return { ...row, explorer: explorers[row.networkName] ?? '' };
}

export const sandboxCryptoCurrencies: CryptoRow[] = [
  crypto({ symbol: 'BTC', name: 'Bitcoin', networkName: 'bitcoin', chainId: null, isPopular: true, isPayInAllowed: true, minAmount: '0.0001', maxAmount: '10', roundOff: 8 }),
  crypto({ symbol: 'ETH', name: 'Ethereum', networkName: 'ethereum', chainId: '1', isPopular: true, isPayInAllowed: true, minAmount: '0.002', maxAmount: '200', roundOff: 8 }),
  crypto({ symbol: 'ETH', name: 'Ethereum', networkName: 'arbitrum', chainId: '42161', isPopular: false, isPayInAllowed: true, minAmount: '0.002', maxAmount: '200', roundOff: 8 }),
  crypto({ symbol: 'USDC', name: 'USD Coin', networkName: 'ethereum', chainId: '1', isPopular: true, isPayInAllowed: true, minAmount: '10', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'USDC', name: 'USD Coin', networkName: 'polygon', chainId: '137', isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'USDC', name: 'USD Coin', networkName: 'solana', chainId: null, isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'USDC', name: 'USD Coin', networkName: 'arbitrum', chainId: '42161', isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'USDT', name: 'Tether', networkName: 'ethereum', chainId: '1', isPopular: true, isPayInAllowed: true, minAmount: '10', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'USDT', name: 'Tether', networkName: 'tron', chainId: null, isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'USDT', name: 'Tether', networkName: 'polygon', chainId: '137', isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '500000', roundOff: 6 }),
  crypto({ symbol: 'SOL', name: 'Solana', networkName: 'solana', chainId: null, isPopular: true, isPayInAllowed: true, minAmount: '0.05', maxAmount: '5000', roundOff: 8 }),
  crypto({ symbol: 'POL', name: 'Polygon', networkName: 'polygon', chainId: '137', isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '1000000', roundOff: 6 }),
  crypto({ symbol: 'XRP', name: 'XRP', networkName: 'ripple', chainId: null, isPopular: false, isPayInAllowed: true, minAmount: '5', maxAmount: '1000000', roundOff: 6, addressTagName: 'destinationTag', addressTagDisplayName: 'Destination Tag' }),
];
