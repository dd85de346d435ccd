import { Header } from '../../layout/header.js';
import { paths } from '../../config/paths.js';
import { Link, Navigate, useSearchParams } from '../../routing/index.js';
import { useSessionValue } from '../../stores/session-store.js';
import { buttonClassName } from '../../ui/button.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { styles } from './styles.js';
import { t } from '../../i18n/i18n.js';

/**
 * The post-payment landing page (spec 000 section 2): for the payment providers plaid and checkout
 * it says 'All Done here!'; for checkout, or when logged in with an orderId, it goes to payment status.
 * Titled 'Status', with a way back to the app: a payer who lands here is never at a dead end.
 */
export function LandingRoute() {
  const [search] = useSearchParams();
  const provider = search.get('paymentProvider');
  const orderId = search.get('orderId');
  const isLoggedIn = Boolean(useSessionValue('authToken'));
  if (orderId && (provider === 'checkout' || isLoggedIn)) {
    return <Navigate to={`/user/paymentstatus?${new URLSearchParams({ orderId })}`} replace />;
  }
  return (
    <>
      <Header title={t('payment.landing.title')} />
      <ScreenBody isCentered>
        {provider === 'plaid' || provider === 'checkout' ? (
          <>
            <h2 className={styles.heading}>{t('payment.landing.allDone')}</h2>
            <p className={styles.note}>{t('payment.landing.returnToApp')}</p>
          </>
        ) : (
          <p className={styles.note}>{t('payment.landing.nothing')}</p>
        )}
        <Link to={paths.exchange} className={buttonClassName({ size: 'lg', fullWidth: true })}>
          {t('payment.landing.backToHome')}
        </Link>
      </ScreenBody>
    </>
  );
}
