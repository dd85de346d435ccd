import { useNavigate } from '../../routing/index.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { useBuyOrSellFlow, type ExchangeFlow } from '../../stores/buy-or-sell-flow.js';
import { useSessionValue } from '../../stores/session-store.js';
import { useWidgetQuery, widgetQuery } from '../../stores/widget-query.js';
import { NftIcon, StreamIcon } from '../../ui/icons.js';
import { BuyIcon, SellIcon } from './menu-icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { AccountEntries } from './account-entries.js';
import { MenuEntry } from './menu-entry.js';
import { MenuLinks } from './menu-links.js';
import styles from './menu.module.css';
import { t } from '../../i18n/i18n.js';

/** The menu (spec 001 section 2): products, the signed-in entries when logged in, Ferry's links. */
export function MenuRoute() {
  const navigate = useNavigate();
  const partner = usePartner().data;
  const isNftBuy = widgetQuery.isNft(useWidgetQuery()) && partner?.isNftEnabled === true;
  const isLoggedIn = Boolean(useSessionValue('authToken'));
  // Spec 001 section 2: the stream entry links to onboarding 'complete' when onboarded, else 'intro'.
  const { user } = useUser(partner?.apiKey);
  const streamTarget = user?.offRampStream.isOnboardingComplete ? paths.streamOnboardingComplete : paths.streamOnboardingIntro;
  const { flows, flow, setFlow } = useBuyOrSellFlow(partner?.productsAvailed);

  const openFlow = (next: ExchangeFlow) => {
    setFlow(next);
    void navigate(paths.exchange);
  };

  return (
    <>
      <Header title={t('menu.title')} />
      <ScreenBody>
        <nav aria-label={t('menu.products')} className={styles.section}>
          <ul className={styles.list}>
            {flows.includes('BUY') && (
              <MenuEntry
                icon={isNftBuy ? <NftIcon /> : <BuyIcon />}
                label={isNftBuy ? t('exchange.buyNft') : t('menu.buyCrypto')}
                description={isNftBuy ? t('menu.buyNft.description') : t('menu.buyCrypto.description')}
                isCurrent={flow === 'BUY'}
                onClick={() => openFlow('BUY')}
              />
            )}
            {flows.includes('SELL') && (
              <MenuEntry
                icon={<SellIcon />}
                label={t('menu.sellCrypto')}
                description={t('menu.sellCrypto.description')}
                isCurrent={flow === 'SELL'}
                onClick={() => openFlow('SELL')}
              />
            )}
            {partner?.isFerryOwnPartner === true && (
              <MenuEntry
                icon={<StreamIcon />}
                label={t('menu.stream')}
                description={t('menu.stream.description')}
                badge={t('ui.new')}
                to={streamTarget}
              />
            )}
          </ul>
        </nav>
        {isLoggedIn && <AccountEntries />}
        <nav aria-label={t('menu.about')} className={styles.section}>
          <h2 className={styles.sectionTitle}>Ferry</h2>
          <MenuLinks />
        </nav>
      </ScreenBody>
      {isLoggedIn ? <StickyFooter /> : <StickyFooter buttonText={t('menu.logIn')} onButtonClick={() => void navigate(paths.loginEmail)} />}
    </>
  );
}
