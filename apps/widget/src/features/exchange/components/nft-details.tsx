import type { QuoteNftData } from '@ferry/contracts';
import { useState } from 'react';
import { NftIcon } from '../../../ui/icons.js';
import styles from './calculator.module.css';
import { t } from '../../../i18n/i18n.js';

/** An NFT buy shows the NFT instead of the amounts (spec 000 section 2). */
export function NftDetails({ nft, price }: { nft: QuoteNftData | undefined; price: string | undefined }) {
  const [isImageBroken, setImageBroken] = useState(false);
  const hasImage = Boolean(nft?.nftImage) && !isImageBroken;
  return (
    <section className={styles.nft} aria-label={t('exchange.nft.details')}>
      {hasImage ? (
        <img className={styles.nftImage} src={nft?.nftImage} alt={nft?.nftTitle ?? t('exchange.nft.title')} onError={() => setImageBroken(true)} />
      ) : (
        <span className={[styles.nftImage, styles.nftPlaceholder].join(' ')} aria-hidden="true">
          <NftIcon width={28} height={28} />
        </span>
      )}
      <span className={styles.nftText}>
        <span className={styles.nftTitle}>{nft?.nftTitle ?? t('exchange.nft.title')}</span>
        <span className={styles.nftMeta}>{t('exchange.nft.quantity', { quantity: String(nft?.quantity ?? 1) })}</span>
        {price && <span className={styles.nftMeta}>{t('exchange.nft.price', { price })}</span>}
      </span>
    </section>
  );
}
