import { type KycForm, type KycSession, KycUpgradeData } from '@ferry/contracts';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { KycHeader } from '../components/kyc-header.js';
import { ArrowUpIcon, RefreshIcon } from '../components/screen-icons.js';
import { useKycNavigation } from '../hooks/use-kyc-navigation.js';
import styles from '../../../forms/forms.module.css';
import { formatDecimal } from '../../../i18n/format.js';
import { t } from '../../../i18n/i18n.js';
import { kycLevelText } from '../../../i18n/kyc-level-text.js';

type Props = { session: KycSession; form: KycForm };

const limitText = (limit: string | null, fiat: string) =>
  limit ? t('kyc.upgrade.limit', { amount: formatDecimal(limit), fiat }) : t('kyc.upgrade.noLimit');

/** Higher Limits (kycUpgrade): the level held, the level this order needs, then the missing steps. */
export function UpgradeScreen({ session, form }: Props) {
  const { skipPast } = useKycNavigation();
  const data = KycUpgradeData.safeParse(form.data).data;
  return (
    <>
      <KycHeader session={session} form={form} />
      <ScreenBody>
        <div className={styles.screen}>
          <span className={styles.screenIcon}>
            <ArrowUpIcon />
          </span>
          <h2 className={styles.screenTitle}>{t('kyc.upgrade.title')}</h2>
          {form.bannerMessage && <p className={styles.screenText}>{form.bannerMessage}</p>}
          {data && (
            <div className={styles.levels}>
              <p className={styles.level}>
                <span>{t('kyc.upgrade.yourLevel', { level: kycLevelText(data.currentLevel) })}</span>
                <span>{limitText(data.currentLimit, data.fiatCurrency)}</span>
              </p>
              <p className={[styles.level, styles.levelStrong].join(' ')}>
                <span>{t('kyc.upgrade.neededLevel', { level: kycLevelText(data.requiredLevel) })}</span>
                <span>{limitText(data.requiredLimit, data.fiatCurrency)}</span>
              </p>
            </div>
          )}
          <p className={styles.screenText}>{t('kyc.upgrade.text')}</p>
        </div>
      </ScreenBody>
      <StickyFooter onButtonClick={() => void skipPast(session, form.id)} />
    </>
  );
}

/** KYC Details Expired (kycDetailsExpired): the refresh notice, then the forms to verify again. */
export function RefreshIntroScreen({ session, form }: Props) {
  const { skipPast } = useKycNavigation();
  return (
    <>
      <KycHeader session={session} form={form} />
      <ScreenBody>
        <div className={styles.screen}>
          <span className={styles.screenIcon}>
            <RefreshIcon />
          </span>
          <h2 className={styles.screenTitle}>{t('kyc.refresh.title')}</h2>
          <p className={styles.screenText}>{form.bannerMessage}</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText={t('kyc.refresh.button')} onButtonClick={() => void skipPast(session, form.id)} />
    </>
  );
}
