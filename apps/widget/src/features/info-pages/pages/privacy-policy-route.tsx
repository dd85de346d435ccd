import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection, SandboxLegalNote, VersionLine } from '../info-page.js';

/** Ferry's privacy policy, version 1.1.0 (spec 000 section 9), in plain words. */
export function PrivacyPolicyRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage
      title={t('info.privacy.title')}
      lead={
        <>
          <VersionLine />
          <SandboxLegalNote />
        </>
      }
    >
      <InfoSection title={t('info.privacy.collectTitle')}>
        <ul>
          <li>{t('info.privacy.collect.email')}</li>
          <li>{t('info.privacy.collect.identity')}</li>
          <li>{t('info.privacy.collect.orders')}</li>
          <li>{t('info.privacy.collect.technical')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('info.privacy.useTitle')}>
        <ul>
          <li>{t('info.privacy.use.orders')}</li>
          <li>{t('info.privacy.use.legal')}</li>
          <li>{t('info.privacy.use.safety')}</li>
        </ul>
        <p>{t('info.privacy.noSale')}</p>
      </InfoSection>
      <InfoSection title={t('info.privacy.shareTitle')}>
        <p>{t('info.privacy.share')}</p>
      </InfoSection>
      <InfoSection title={t('info.privacy.keepTitle')}>
        <p>{t('info.privacy.keep')}</p>
      </InfoSection>
      <InfoSection title={t('info.privacy.rightsTitle')}>
        <p>
          {t('info.privacy.rightsBefore')}
          <a href={links.support}>{t('info.supportLink')}</a>
          {t('info.privacy.rightsAfter')}
        </p>
      </InfoSection>
      <InfoSection title={t('info.privacy.securityTitle')}>
        <p>{t('info.privacy.security')}</p>
      </InfoSection>
    </InfoPage>
  );
}
