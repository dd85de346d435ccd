import { useNavigate } from '../../routing/index.js';
import { useCoolingOffPeriod } from '../../api/fca/get-cooling-off-period.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { t } from '../../i18n/i18n.js';
import { InfoIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { CountdownClock } from './components/countdown-clock.js';
import { useNow } from '../../ui/use-now.js';
import styles from './fca.module.css';
import text from '../../ui/text.module.css';

/**
 * The cooling-off page (spec 001 section 2): the 24-hour wait after onboarding, ticking every
 * second in hours, minutes and seconds; the e-mail note; 'Back to App' to the exchange.
 */
export function CoolingOffRoute() {
  const navigate = useNavigate();
  const coolingOff = useCoolingOffPeriod();
  const now = useNow();
  if (!coolingOff.data) return <LoadingScreen />;
  const endsAt = coolingOff.dataUpdatedAt + coolingOff.data.timeLeft;
  const isOn = coolingOff.data.coolingOffPeriodOn && endsAt > now;
  return (
    <>
      <Header title={t('fca.coolingOff.title')} back="history" />
      <ScreenBody>
        <div className={styles.centered}>
          <span className={styles.icon}>
            <InfoIcon width={30} height={30} />
          </span>
          <h2 className={text.screenHeading}>{t('fca.coolingOff.heading')}</h2>
          <p className={text.body}>{t('fca.coolingOff.text')}</p>
          <CountdownClock endsAt={isOn ? endsAt : now} now={now} label={t('fca.coolingOff.timeLeft')} />
          <p className={text.body}>{isOn ? t('fca.coolingOff.email') : t('fca.coolingOff.over')}</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('fca.coolingOff.backToApp')} onButtonClick={() => void navigate(paths.exchange)} />
    </>
  );
}
