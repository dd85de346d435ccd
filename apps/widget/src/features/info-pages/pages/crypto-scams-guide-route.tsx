import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection } from '../info-page.js';

/** The guide the scam warning links to: how to recognise and avoid crypto fraud. */
export function CryptoScamsGuideRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage title={t('info.scamsGuide.title')} lead={<p>{t('info.scamsGuide.lead')}</p>}>
      <InfoSection title={t('info.scamsGuide.signsTitle')}>
        <ul>
          <li>{t('info.scamsGuide.signs.returns')}</li>
          <li>{t('info.scamsGuide.signs.stranger')}</li>
          <li>{t('info.scamsGuide.signs.rushed')}</li>
          <li>{t('info.scamsGuide.signs.giveaway')}</li>
          <li>{t('info.scamsGuide.signs.secrets')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('info.scamsGuide.protectTitle')}>
        <ul>
          <li>{t('info.scamsGuide.protect.ownWallet')}</li>
          <li>{t('info.scamsGuide.protect.neverAsks')}</li>
          <li>{t('info.scamsGuide.protect.checkAddress')}</li>
          <li>{t('info.scamsGuide.protect.takeTime')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('info.scamsGuide.scammedTitle')}>
        <p>
          {t('info.scamsGuide.scammedBefore')}
          <a href={links.compliance}>{t('info.scamsGuide.complianceLink')}</a>
          {t('info.scamsGuide.scammedAfter')}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
