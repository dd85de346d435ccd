import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection } from '../info-page.js';

/** About Ferry ('Powered by Ferry'), and what it offers partners ('Add Ferry to your business'). */
export function AboutRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage title={t('info.about.title')} lead={<p>{t('info.about.lead')}</p>}>
      <InfoSection title={t('info.about.whatTitle')}>
        <p>{t('info.about.what')}</p>
      </InfoSection>
      <InfoSection title={t('info.about.safeTitle')}>
        <ul>
          <li>{t('info.about.safe.verified')}</li>
          <li>{t('info.about.safe.quotes')}</li>
          <li>{t('info.about.safe.blocked')}</li>
        </ul>
      </InfoSection>
      <InfoSection id="partners" title={t('info.about.partnersTitle')}>
        <p>
          {t('info.about.partnersBefore')}
          <a href="/demo">{t('info.about.playgroundLink')}</a>
          {t('info.about.partnersMiddle')}
          <a href={links.support}>{t('info.supportLink')}</a>
          {t('info.about.partnersAfter')}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
