import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FraudDetectionProvider, OrderRiskAssessment } from './fraud-detection.js';

/**
 * The sandbox magic value: an e-mail whose local part ends in `+risk` (for example
 * `anna+risk@example.com`) is rejected by the risk engine on every order
 * (RISKENGINE_PROMOTE_REJECTED, then 'Additional Verification Needed' on the profile).
 */
export const SANDBOX_RISK_EMAIL_TAG = '+risk';

/** A score at or above this rejects the order. */
export const REJECT_SCORE = 80;

const SCORES = {
  magicEmail: 95,
  noDeviceSession: 30,
  foreignDeviceSession: 40,
} as const;

/**
 * Deterministic: the same order and device session always score the same. A device session id
 * is `fds_<issued, base36>_<mac>`, the mac binding it to the user, so it needs no stored state
 * and any instance can check it. Missing or foreign sessions raise the score but do not reject
 * on their own (API partners may create orders without the widget); only the magic e-mail does.
 */
export function createSandboxFraudDetection({ secret }: { secret: string }): FraudDetectionProvider {
  const mac = (userId: string, issued: string) =>
    createHmac('sha256', secret).update(`fraud-device-session|${userId}|${issued}`).digest('base64url').slice(0, 32);
  const isOwnSession = (userId: string, deviceSessionId: string) => {
    const match = /^fds_([0-9a-z]{1,12})_([A-Za-z0-9_-]{32})$/.exec(deviceSessionId);
    if (!match) return false;
    const expected = Buffer.from(mac(userId, match[1] ?? ''));
    const given = Buffer.from(match[2] ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    name: 'sandbox',
    async startDeviceSession({ userId, now }) {
      const issued = now.getTime().toString(36);
      return { deviceSessionId: `fds_${issued}_${mac(userId, issued)}` };
    },
    async scoreOrder(input): Promise<OrderRiskAssessment> {
      const reasons: string[] = [];
      let score = 0;
      const localPart = input.email.slice(0, input.email.lastIndexOf('@')).toLowerCase();
      if (localPart.endsWith(SANDBOX_RISK_EMAIL_TAG)) {
        score += SCORES.magicEmail;
        reasons.push('SANDBOX_RISK_EMAIL');
      }
      if (!input.deviceSessionId) {
        score += SCORES.noDeviceSession;
        reasons.push('NO_DEVICE_SESSION');
      } else if (!isOwnSession(input.userId, input.deviceSessionId)) {
        score += SCORES.foreignDeviceSession;
        reasons.push('UNKNOWN_DEVICE_SESSION');
      }
      score = Math.min(100, score);
      return { decision: score >= REJECT_SCORE ? 'REJECT' : 'ACCEPT', score, reasons };
    },
  };
}
