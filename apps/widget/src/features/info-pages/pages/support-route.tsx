import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection } from '../info-page.js';
import styles from '../info-pages.module.css';

/** The common questions, read in the active language when the page renders. */
const faq = () => [
  { question: t('info.support.faq.cardTimeQuestion'), answer: t('info.support.faq.cardTimeAnswer') },
  { question: t('info.support.faq.threeDsQuestion'), answer: t('info.support.faq.threeDsAnswer') },
  { question: t('info.support.faq.kycQuestion'), answer: t('info.support.faq.kycAnswer') },
  { question: t('info.support.faq.priceQuestion'), answer: t('info.support.faq.priceAnswer') },
  { question: t('info.support.faq.sellPaidQuestion'), answer: t('info.support.faq.sellPaidAnswer') },
  { question: t('info.support.faq.cancelQuestion'), answer: t('info.support.faq.cancelAnswer') },
];

/** Support: answers to the common questions and how to reach a person (spec 001 section 2 "Menu"). */
export function SupportRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage title={t('info.support.title')} lead={<p>{t('info.support.lead')}</p>}>
      <InfoSection title={t('info.support.faqTitle')}>
        <dl className={styles.faq}>
          {faq().map((entry) => (
            <div key={entry.question}>
              <dt className={styles.question}>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection title={t('info.support.contactTitle')}>
        {links.supportContact ? (
          <p>
            {t('info.support.contactBefore')}
            <a href={links.supportContact}>{links.supportContact.replace(/^mailto:/, '')}</a>
            {t('info.support.contactMiddle')}
            <strong>{t('info.support.myOrders')}</strong>
            {t('info.support.contactAfter')}
          </p>
        ) : (
          <p>{t('info.support.noDesk')}</p>
        )}
        <p>
          {t('info.support.whaleBefore')}
          <a href={links.whaleApplicationBuy}>{t('info.support.whaleBuyLink')}</a>
          {t('info.support.whaleMiddle')}
          <a href={links.whaleApplicationSell}>{t('info.support.whaleSellLink')}</a>
          {t('info.support.whaleAfter')}
        </p>
      </InfoSection>
      <InfoSection id="compliance" title={t('info.support.complianceTitle')}>
        <p>
          {t('info.support.complianceBefore')}
          <a href={links.cryptoScamsGuide}>{t('info.support.guideLink')}</a>
          {t('info.support.complianceAfter')}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
