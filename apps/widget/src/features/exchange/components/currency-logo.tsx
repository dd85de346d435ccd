import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import styles from './currency-logo.module.css';

/**
 * A currency's logo: the crypto's own image (with its network's logo in the corner when a network
 * is named), or the fiat's flag (the euro's is the EU flag).
 */
export function CurrencyLogo({ symbol, image, network, size }: { symbol: string; image?: string | undefined; network?: string | undefined; size: number }) {
  const logo = <Artwork src={image ?? artworkUrl.fiat(symbol)} alt="" size={size} className={styles.logo} />;
  if (!network) return logo;
  const badge = Math.round(size * 0.5);
  return (
    <span className={styles.stack} style={{ width: size, height: size }}>
      {logo}
      <Artwork src={artworkUrl.network(network)} alt="" size={badge} className={styles.network} />
    </span>
  );
}
