/** Market prices. Every value is a decimal string; a pair the source cannot price is null. */
export interface PriceSource {
  readonly name: string;
  readonly isSandbox: boolean;
  /** Mid price of one unit of the crypto, in the fiat. */
  fiatPerCrypto(pair: { cryptoSymbol: string; fiatSymbol: string }, at: Date): Promise<string | null>;
  /** Units of the fiat per US dollar (fees set in dollars are converted with it). */
  fiatPerUsd(fiatSymbol: string, at: Date): Promise<string | null>;
}
