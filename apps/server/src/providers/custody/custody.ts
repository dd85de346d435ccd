/**
 * Crypto custody: the addresses sellers send crypto to. One deposit address per order (its
 * reference), so a deposit is matched to its order by the address alone, with no memo or tag.
 */
export interface CryptoCustody {
  readonly isSandbox: boolean;
  /** The deposit address of a reference on a network, in the network's own format; the same every time. */
  depositAddressFor(input: { network: string; reference: string }): Promise<string>;
}
