import type { QuoteNftData } from '@ferry/contracts';
import styles from './calculator.module.css';

/** An NFT buy shows the NFT instead of the amounts (spec 000 section 2). */
export function NftDetails({ nft, price }: { nft: QuoteNftData | undefined; price: string | undefined }) {
  return (
    <section className={styles.nft} aria-label="NFT details">
      {nft?.nftImage ? <img className={styles.nftImage} src={nft.nftImage} alt={nft.nftTitle} /> : <span className={styles.nftImage} aria-hidden="true" />}
      <span className={styles.nftText}>
        <span className={styles.nftTitle}>{nft?.nftTitle ?? 'NFT'}</span>
        <span className={styles.nftMeta}>Quantity: {nft?.quantity ?? 1}</span>
        {price && <span className={styles.nftMeta}>Price: {price}</span>}
      </span>
    </section>
  );
}
