import type { CardPaymentData } from '@ferry/contracts';
import type { ReceivingAccount } from '../../providers/settlement/receiving-accounts.js';

type Instructions = Pick<CardPaymentData, 'paymentOptions' | 'beneficiaryName' | 'referenceCode' | 'bankTransferData' | 'liquidityProvider'>;

/**
 * What the user needs to send a bank transfer: the settlement bank's receiving account for the
 * method (from configuration) and the order's reference, which matches the transfer to the order.
 */
export function bankInstructions(account: ReceivingAccount, referenceCode: string): Instructions {
  const bankTransferData =
    account.upiId || account.bankDetails
      ? { ...(account.upiId ? { upiId: account.upiId } : {}), ...(account.bankDetails ? { bankDetails: account.bankDetails } : {}) }
      : undefined;
  return {
    beneficiaryName: account.beneficiaryName,
    referenceCode,
    ...(account.liquidityProvider ? { liquidityProvider: account.liquidityProvider } : {}),
    ...(bankTransferData ? { bankTransferData } : {}),
    paymentOptions: [...account.lines, { name: 'Reference', field: 'reference' as const, value: referenceCode }],
  };
}
