import { ErrorCode, type GenerateStreamWalletRequest, type RefundWallet, type RefundAddressAdditionalData, type SaveRefundWalletRequest, type StreamWallet } from '@ferry/contracts';
import { isValidAddressTag, validateWalletAddress } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findListedCrypto } from '../quotes/quotes.service.js';
import { requireStreamAccess } from './stream-access.js';
import { moveDeposit } from './stream-deposit-moves.js';
import { findRefundWallet, insertOrFindStreamWallet, listAwaitingRefund, type RefundWalletRow, upsertRefundWallet } from './stream.repository.js';

/** The crypto must be one Ferry lists on that network: an unknown network or asset is a 400, nothing stored. */
async function requireListedAsset(ctx: AppContext, asset: { cryptoCurrency: string; network: string }) {
  const crypto = await findListedCrypto(ctx, asset);
  if (!crypto) throw new AppError(ErrorCode.VALIDATION_ERROR, `network: ${asset.cryptoCurrency} is not offered on ${asset.network}`, {
      params: { field: 'network', crypto: asset.cryptoCurrency, network: asset.network },
    });
  return crypto;
}

/**
 * POST generate stream wallet: the user's dedicated deposit address for the crypto on the
 * network. The custody derives it (a real one would create it); it is stored under a unique key,
 * so every call, on any instance, racing or not, answers the same address.
 */
export async function generateStreamWallet(ctx: AppContext, { userId, body }: { userId: string; body: GenerateStreamWalletRequest }): Promise<StreamWallet> {
  const { settings } = await requireStreamAccess(ctx, { userId, apiKey: body.partnerApiKey });
  if (!settings) throw new AppError(ErrorCode.STREAM_SETTINGS_NOT_FOUND, 'Withdrawal details missing!');
  await requireListedAsset(ctx, body);
  const address = await ctx.providers.custody.streamAddressFor({ userId, cryptoCurrency: body.cryptoCurrency, network: body.network });
  if (!validateWalletAddress({ address, network: body.network, cryptoSymbol: body.cryptoCurrency }).ok) {
    throw new Error(`the custody gave a ${body.network} address that is not in the network's format`);
  }
  const row = await insertOrFindStreamWallet(ctx.db, { userId, cryptoCurrency: body.cryptoCurrency, network: body.network, address, createdAt: ctx.now() });
  return { address: row.address, cryptoCurrency: row.cryptoCurrency, network: row.network };
}

function toRefundWallet(row: RefundWalletRow): RefundWallet {
  return {
    walletAddress: row.walletAddress,
    cryptoCurrency: row.cryptoCurrency,
    network: row.network,
    addressAdditionalData: (row.addressAdditionalData as RefundAddressAdditionalData | null) ?? null,
  };
}

/** GET refund wallet: the list (none or one) for the crypto and network. */
export async function listRefundWallets(ctx: AppContext, { userId, cryptoCurrency, network }: { userId: string; cryptoCurrency: string; network: string }): Promise<RefundWallet[]> {
  await requireListedAsset(ctx, { cryptoCurrency, network });
  const row = await findRefundWallet(ctx.db, { userId, cryptoCurrency, network });
  return row ? [toRefundWallet(row)] : [];
}

/**
 * POST refund wallet: checked with the wallet-address rules for its network (400 otherwise,
 * nothing saved). In the same transaction, deposits of that crypto and network that wait for a
 * refund address are released to it.
 */
export async function saveRefundWallet(ctx: AppContext, { userId, body }: { userId: string; body: SaveRefundWalletRequest }): Promise<RefundWallet[]> {
  await requireListedAsset(ctx, body);
  const checked = validateWalletAddress({ address: body.walletAddress, network: body.network, cryptoSymbol: body.cryptoCurrency });
  if (!checked.ok) throw new AppError(checked.code, `Please enter a valid ${checked.params.crypto} wallet address`, { params: checked.params });
  const tag = body.addressAdditionalData ?? null;
  if (tag && !isValidAddressTag({ network: body.network, tag: tag.value })) {
    throw new AppError(ErrorCode.ENTER_VALID_ADDRESS, `Please enter a valid ${body.cryptoCurrency} ${tag.display_name}`, { params: { crypto: body.cryptoCurrency, field: 'addressTag' } });
  }
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertRefundWallet(tx, { userId, cryptoCurrency: body.cryptoCurrency, network: body.network, walletAddress: checked.address, addressAdditionalData: tag, updatedAt: ctx.now() });
    for (const waiting of await listAwaitingRefund(tx, { userId, cryptoCurrency: body.cryptoCurrency, network: body.network })) {
      await moveDeposit(ctx, tx, waiting, 'REFUNDING', { patch: { refundAddress: saved.walletAddress, refundAddressAdditionalData: saved.addressAdditionalData } });
    }
    return saved;
  });
  return [toRefundWallet(row)];
}
