import styles from './currency-logo.module.css';

/** A currency's logo: the crypto's image, or the fiat's sign in a disc. */
export function CurrencyLogo({ symbol, image, logoSymbol, size }: { symbol: string; image?: string | undefined; logoSymbol?: string | undefined; size: number }) {
  if (image) return <img className={styles.logo} src={image} alt="" width={size} height={size} />;
  return (
    <span className={styles.sign} style={{ width: size, height: size, fontSize: size * 0.5 }} aria-hidden="true">
      {logoSymbol ?? symbol.slice(0, 1)}
    </span>
  );
}
