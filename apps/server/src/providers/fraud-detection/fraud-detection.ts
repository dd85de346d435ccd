/**
 * Fraud detection (spec 000 section 7, spec 001 sections 4 and 7): the widget starts a device
 * session before confirm order (pre-order routing step 9) and sends its id with create-order as
 * `additionalData.deviceSessionId`; the server scores the order with it before anything is made.
 */

/** A device session: the id the widget sends back with create-order. */
export type DeviceSession = { deviceSessionId: string };

/** What the order looks like to the risk engine. No card numbers, no documents. */
export type OrderRiskInput = {
  userId: string;
  email: string;
  deviceSessionId: string | null;
  isBuyOrSell: 'BUY' | 'SELL';
  fiatCurrency: string;
  fiatAmount: string;
  paymentMethod: string;
  walletAddress: string | null;
  now: Date;
};

export type RiskDecision = 'ACCEPT' | 'REJECT';

/** score 0 (no risk) to 100; reasons are codes, never personal data, so they may be logged. */
export type OrderRiskAssessment = { decision: RiskDecision; score: number; reasons: string[] };

export interface FraudDetectionProvider {
  readonly name: string;
  startDeviceSession(input: { userId: string; now: Date }): Promise<DeviceSession>;
  scoreOrder(input: OrderRiskInput): Promise<OrderRiskAssessment>;
}
