import { randomUUID } from 'node:crypto';
import { ErrorCode, type SandboxStreamDepositRequest } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { isSandboxCustody } from '../../providers/custody/sandbox-custody.js';
import { findStreamWalletByAddress } from './stream.repository.js';

/**
 * Sandbox mode: crypto sent to a stream address, as the console's form sends it. The address must
 * be a stream address of that crypto on that network (the owner's own, when the caller is a user);
 * the sandbox custody then reports it seen, and confirmed a few seconds later.
 */
export async function sendSandboxStreamDeposit(ctx: AppContext, { ownerId, body }: { ownerId: string | null; body: SandboxStreamDepositRequest }): Promise<{ transactionId: string }> {
  const custody = ctx.providers.custody;
  if (!isSandboxCustody(custody)) throw new AppError(ErrorCode.NOT_FOUND, 'Sandbox deposits need the sandbox custody.');
  const wallet = await findStreamWalletByAddress(ctx.db, { network: body.network, address: body.address.trim() });
  if (!wallet || (ownerId !== null && wallet.userId !== ownerId)) throw new AppError(ErrorCode.NOT_FOUND, `No stream wallet has this address on ${body.network}.`, { params: { network: body.network } });
  if (wallet.cryptoCurrency !== body.cryptoCurrency) {
    throw new AppError(ErrorCode.VALIDATION_ERROR, `cryptoCurrency: this stream address receives ${wallet.cryptoCurrency}, not ${body.cryptoCurrency}`, {
      params: { field: 'cryptoCurrency', expected: wallet.cryptoCurrency, received: body.cryptoCurrency },
    });
  }
  const transactionId = body.transactionId ?? `sbx_${randomUUID()}`;
  await custody.sendStreamDeposit({ transactionId, address: wallet.address, network: wallet.network, cryptoCurrency: wallet.cryptoCurrency, amount: body.amount });
  return { transactionId };
}
