import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection, SandboxLegalNote, VersionLine } from '../info-page.js';

/** Ferry's terms of service, version 1.1.0 (spec 000 section 9), in plain words. */
export function TermsOfServiceRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage
      title={t('info.terms.title')}
      lead={
        <>
          <VersionLine />
          <SandboxLegalNote />
        </>
      }
    >
      <InfoSection title={t('info.terms.whatTitle')}>
        <p>{t('info.terms.what')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.whoTitle')}>
        <ul>
          <li>{t('info.terms.who.age')}</li>
          <li>{t('info.terms.who.yourself')}</li>
          <li>{t('info.terms.who.country')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('info.terms.accountTitle')}>
        <p>{t('info.terms.account')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.quotesTitle')}>
        <p>{t('info.terms.quotes')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.walletTitle')}>
        <p>{t('info.terms.wallet')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.risksTitle')}>
        <p>{t('info.terms.risks')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.refusedTitle')}>
        <p>{t('info.terms.refused')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.prohibitedTitle')}>
        <p>{t('info.terms.prohibited')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.liabilityTitle')}>
        <p>{t('info.terms.liability')}</p>
      </InfoSection>
      <InfoSection title={t('info.terms.changesTitle')}>
        <p>
          {t('info.terms.changesBefore')}
          <a href={links.support}>{t('info.supportLink')}</a>
          {t('info.terms.changesMiddle')}
          <a href={links.privacyPolicy}>{t('info.terms.privacyLink')}</a>
          {t('info.terms.changesAfter')}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
