/**
 * Crypto custody: the addresses sellers send crypto to, and the wallet Ferry sends bought crypto
 * from. One deposit address per order (its reference), so a deposit is matched to its order by
 * the address alone, with no memo or tag. What happens on chain comes back as events:
 * `custody.deposit_confirmed` when a deposit is confirmed, `custody.withdrawal_sent` when crypto
 * sent to a buyer is mined (a real adapter from the custodian's webhooks; the sandbox simulates).
 * Off-ramp stream addresses belong to a user rather than an order: crypto arriving there is
 * reported as `custody.stream_deposit_detected`, then `custody.stream_deposit_confirmed`, each
 * keyed by the custody's transaction id.
 */
export interface CryptoCustody {
  readonly isSandbox: boolean;
  /** The deposit address of a reference on a network, in the network's own format; the same every time. */
  depositAddressFor(input: { network: string; reference: string }): Promise<string>;
  /** The user's dedicated stream address for a crypto on a network, in the network's format (a real custody creates it once; callers store it). */
  streamAddressFor(input: { userId: string; cryptoCurrency: string; network: string }): Promise<string>;
  /** A seller says the crypto is on its way to an order's deposit address: watch for it. */
  awaitDeposit(input: { orderId: string; address: string; network: string; cryptoCurrency: string; amount: string }): Promise<void>;
  /** Sends crypto out (a buyer's crypto, a stream deposit's refund); idempotent on the order or deposit id. */
  sendCrypto(input: { orderId: string; address: string; network: string; cryptoCurrency: string; amount: string }): Promise<void>;
}
