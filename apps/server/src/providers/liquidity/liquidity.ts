/**
 * The liquidity desk that buys the crypto of a buy order and sells the crypto of a sell order at
 * the quoted price. A filled trade is reported as a `liquidity.trade_filled` event.
 */
export interface LiquidityProvider {
  readonly isSandbox: boolean;
  fillTrade(input: { orderId: string; side: 'BUY' | 'SELL'; cryptoCurrency: string; cryptoAmount: string; fiatCurrency: string; fiatAmount: string }): Promise<void>;
}
