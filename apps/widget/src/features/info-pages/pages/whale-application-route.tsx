import { useParams } from '../../../routing/index.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { t } from '../../../i18n/i18n.js';
import { InfoPage, InfoSection } from '../info-page.js';
import { PageNotFoundRoute } from '../page-not-found-route.js';

/**
 * The whale application page for large buys and sells (spec 000 section 2): what the desk offers,
 * what it needs, and how to apply. `/whale-application/buy` and `/whale-application/sell`.
 */
export function WhaleApplicationRoute() {
  const links = useInfoLinks();
  const { side } = useParams();
  if (side !== 'buy' && side !== 'sell') return <PageNotFoundRoute />;
  return (
    <InfoPage title={t('info.whale.title', { side })} lead={<p>{t('info.whale.lead')}</p>}>
      <InfoSection title={t('info.whale.getTitle')}>
        <ul>
          <li>{t('info.whale.get.price', { side })}</li>
          <li>{t('info.whale.get.settlement', { side })}</li>
          <li>{t('info.whale.get.contact')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('info.whale.needTitle')}>
        <ul>
          <li>{t('info.whale.need.kyc')}</li>
          <li>{t('info.whale.need.details', { side })}</li>
          <li>{t('info.whale.need.company')}</li>
        </ul>
      </InfoSection>
      <InfoSection title={t('info.whale.applyTitle')}>
        <p>
          {t('info.whale.applyBefore')}
          <a href={links.support}>{t('info.supportLink')}</a>
          {t('info.whale.applyAfter', { side })}
        </p>
      </InfoSection>
    </InfoPage>
  );
}
