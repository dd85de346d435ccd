import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection } from '../info-page.js';

/** The risk summary the UK high-risk investment warning links to ('Take 2 mins to learn more'). */
export function UkRiskSummaryRoute() {
  return (
    <InfoPage title={t('info.ukRisk.title')} lead={<p>{t('info.ukRisk.lead')}</p>}>
      <InfoSection title={t('info.ukRisk.keyRisksTitle')}>
        <ol>
          <li>
            <strong>{t('info.ukRisk.loseAll')}</strong>
            {t('info.ukRisk.loseAllText')}
          </li>
          <li>
            <strong>{t('info.ukRisk.notProtected')}</strong>
            {t('info.ukRisk.notProtectedText')}
          </li>
          <li>
            <strong>{t('info.ukRisk.cannotSell')}</strong>
            {t('info.ukRisk.cannotSellText')}
          </li>
          <li>
            <strong>{t('info.ukRisk.complex')}</strong>
            {t('info.ukRisk.complexText')}
          </li>
          <li>
            <strong>{t('info.ukRisk.eggs')}</strong>
            {t('info.ukRisk.eggsText')}
          </li>
        </ol>
      </InfoSection>
    </InfoPage>
  );
}
