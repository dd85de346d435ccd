import type { CardPaymentData, PaymentMethodId } from '@ferry/contracts';

type Instructions = Pick<CardPaymentData, 'paymentOptions' | 'beneficiaryName' | 'referenceCode' | 'bankTransferData' | 'liquidityProvider'>;

/**
 * Where the user sends a bank transfer, per method. These are the sandbox's receiving accounts
 * (example numbers that reach no real bank); a production deployment configures its own.
 */
export function bankInstructions(method: PaymentMethodId, referenceCode: string): Instructions | null {
  const reference = { name: 'Reference', value: referenceCode };
  switch (method) {
    case 'sepa_bank_transfer':
      return {
        beneficiaryName: 'Ferry Sandbox Payments B.V.',
        referenceCode,
        liquidityProvider: 'Sandbox Bank',
        paymentOptions: [
          { name: 'Beneficiary', value: 'Ferry Sandbox Payments B.V.' },
          { name: 'IBAN', value: 'NL91ABNA0417164300' },
          { name: 'BIC', value: 'ABNANL2A' },
          reference,
        ],
      };
    case 'gbp_bank_transfer':
      return {
        beneficiaryName: 'Ferry Sandbox Payments Ltd',
        referenceCode,
        liquidityProvider: 'Sandbox Bank',
        paymentOptions: [
          { name: 'Account name', value: 'Ferry Sandbox Payments Ltd' },
          { name: 'Sort code', value: '04-00-04' },
          { name: 'Account number', value: '12345678' },
          reference,
        ],
      };
    case 'pm_us_wire_bank_transfer':
    case 'pm_wire':
    case 'pm_ach_push':
      return {
        beneficiaryName: 'Ferry Sandbox Payments Inc.',
        referenceCode,
        liquidityProvider: 'Sandbox Bank',
        paymentOptions: [
          { name: 'Beneficiary', value: 'Ferry Sandbox Payments Inc.' },
          { name: 'Account number', value: '000123456789' },
          { name: 'Routing number (ABA)', value: '021000021' },
          ...(method === 'pm_ach_push' ? [{ name: 'Account type', value: 'Checking' }] : [{ name: 'SWIFT', value: 'CHASUS33' }]),
          reference,
        ],
      };
    case 'inr_upi':
      return {
        beneficiaryName: 'Ferry Sandbox Payments Pvt Ltd',
        referenceCode,
        bankTransferData: { upiId: 'ferry.sandbox@upi' },
        paymentOptions: [{ name: 'UPI ID', value: 'ferry.sandbox@upi' }, reference],
      };
    case 'inr_bank_transfer': {
      const bankDetails = {
        account_name: 'Ferry Sandbox Payments Pvt Ltd',
        account_number: '50200012345678',
        account_type: 'Current',
        ifsc: 'HDFC0000001',
        bank: 'HDFC Bank',
      };
      return {
        beneficiaryName: bankDetails.account_name,
        referenceCode,
        bankTransferData: { bankDetails },
        paymentOptions: [
          { name: 'Account name', value: bankDetails.account_name },
          { name: 'Account number', value: bankDetails.account_number },
          { name: 'IFSC', value: bankDetails.ifsc },
          { name: 'Bank', value: bankDetails.bank },
          reference,
        ],
      };
    }
    default:
      return null;
  }
}
