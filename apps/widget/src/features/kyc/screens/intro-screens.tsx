import { type KycForm, type KycSession, KycUpgradeData } from '@ferry/contracts';
import { kycLevelLabel } from '@ferry/rules';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { KycHeader } from '../components/kyc-header.js';
import { ArrowUpIcon, RefreshIcon } from '../components/screen-icons.js';
import { useKycNavigation } from '../hooks/use-kyc-navigation.js';
import styles from '../../../forms/forms.module.css';

type Props = { session: KycSession; form: KycForm };

const limitText = (limit: string | null, fiat: string) => (limit ? `up to ${Number(limit).toLocaleString('en-GB')} ${fiat} per order` : 'no per-order limit');

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
          <h2 className={styles.screenTitle}>Unlock higher limits</h2>
          {form.bannerMessage && <p className={styles.screenText}>{form.bannerMessage}</p>}
          {data && (
            <div className={styles.levels}>
              <p className={styles.level}>
                <span>
                  Your level: {kycLevelLabel(data.currentLevel)} ({data.currentLevel})
                </span>
                <span>{limitText(data.currentLimit, data.fiatCurrency)}</span>
              </p>
              <p className={[styles.level, styles.levelStrong].join(' ')}>
                <span>
                  Needed: {kycLevelLabel(data.requiredLevel)} ({data.requiredLevel})
                </span>
                <span>{limitText(data.requiredLimit, data.fiatCurrency)}</span>
              </p>
            </div>
          )}
          <p className={styles.screenText}>A few more steps verify you for this order. What you already shared stays as it is.</p>
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
          <h2 className={styles.screenTitle}>Time to re-verify your KYC</h2>
          <p className={styles.screenText}>{form.bannerMessage}</p>
        </div>
      </ScreenBody>
      <StickyFooter buttonText="Re-verify now" onButtonClick={() => void skipPast(session, form.id)} />
    </>
  );
}
