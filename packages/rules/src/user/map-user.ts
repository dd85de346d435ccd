import type {
  MappedUser,
  UserBank,
  UserBankRecord,
  UserCard,
  UserKyc,
  UserOffRampStream,
  UserRecord,
} from '@ferry/contracts';
import { orderCardsByPayout } from '../cards/card-rules.js';

/** Rejection reasons: the detail list when it has entries, else the rejection reason, else the KYC reason. */
export function rejectionReasonsOf(kyc: UserKyc): string[] {
  const details = (kyc.rejectionDetails?.details ?? [])
    .map((detail) => detail.trim())
    .filter(Boolean);
  if (details.length > 0) return [...new Set(details)];
  const reason = kyc.rejectionDetails?.reason?.trim() || kyc.reason?.trim();
  return reason ? [reason] : [];
}

/** A bank's type is its detailsType or type, upper-cased; its number the account number, IBAN or UPI id. */
export function mapBank(bank: UserBankRecord): UserBank {
  return {
    id: bank.id,
    type: (bank.detailsType ?? bank.type ?? '').toUpperCase(),
    accountNumber: bank.accountNumber ?? bank.iban ?? bank.upiId ?? null,
  };
}

/** The off-ramp stream block comes from the dedicated-wallet-address (DWA) fields. */
export function offRampStreamOf(
  user: Pick<UserRecord, 'isQualifiedForDWA' | 'isOptedForDWA' | 'dwaInfo'>,
): UserOffRampStream {
  const info = user.dwaInfo;
  return {
    isEligible: user.isQualifiedForDWA,
    paymentMethod: info?.paymentMethod ?? null,
    payoutType: info?.payoutType ?? null,
    payoutId: info?.payoutId ?? null,
    fiatCurrencyCode: info?.fiatCurrency ?? null,
    onboardingApiKey: info?.partnerApiKey ?? null,
    isOnboardingComplete: user.isOptedForDWA,
  };
}

/** The cooling-off period runs until its end time; the end is given in ms since the epoch. */
export function coolingOffOf(
  endsAt: string | null,
  now: Date,
): Pick<MappedUser, 'fcaIsCoolingOffPeriod' | 'fcaCoolingOffPeriod'> {
  const end = endsAt === null ? Number.NaN : Date.parse(endsAt);
  if (Number.isNaN(end)) return { fcaIsCoolingOffPeriod: false, fcaCoolingOffPeriod: null };
  return { fcaIsCoolingOffPeriod: end > now.getTime(), fcaCoolingOffPeriod: end };
}

/** "Mapped user" of spec 001 section 3: the user record as the widget reads it. */
export function mapUser(
  user: UserRecord,
  { now, cards = [] }: { now: Date; cards?: UserCard[] },
): MappedUser {
  return {
    ...user,
    banks: user.banks.map(mapBank),
    rejectionReasons: rejectionReasonsOf(user.kyc.l1),
    offRampStream: offRampStreamOf(user),
    // Spec 001 section 4: payout-allowed first, unknown second, not-allowed last.
    cards: orderCardsByPayout(cards),
    ...coolingOffOf(user.fcaCoolingOffPeriodEndsAt, now),
  };
}
