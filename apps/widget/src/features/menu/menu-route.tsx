import { useNavigate } from '../../routing/index.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { useBuyOrSellFlow, type ExchangeFlow } from '../../stores/buy-or-sell-flow.js';
import { useSessionValue } from '../../stores/session-store.js';
import { useWidgetQuery, widgetQuery } from '../../stores/widget-query.js';
import { BuyIcon, NftIcon, SellIcon, StreamIcon } from '../../ui/icons.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { AccountEntries } from './account-entries.js';
import { MenuEntry } from './menu-entry.js';
import { MenuLinks } from './menu-links.js';
import styles from './menu.module.css';

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
      <Header title="Menu" />
      <ScreenBody>
        <nav aria-label="Products" className={styles.section}>
          <ul className={styles.list}>
            {flows.includes('BUY') && (
              <MenuEntry
                icon={isNftBuy ? <NftIcon /> : <BuyIcon />}
                label={isNftBuy ? 'Buy NFT' : 'Buy Crypto'}
                description={isNftBuy ? 'Collect it with your card or bank' : 'Pay with your card or bank'}
                isCurrent={flow === 'BUY'}
                onClick={() => openFlow('BUY')}
              />
            )}
            {flows.includes('SELL') && (
              <MenuEntry
                icon={<SellIcon />}
                label="Sell Crypto"
                description="Get paid to your bank or card"
                isCurrent={flow === 'SELL'}
                onClick={() => openFlow('SELL')}
              />
            )}
            {partner?.isFerryOwnPartner === true && (
              <MenuEntry
                icon={<StreamIcon />}
                label="Ferry Stream"
                description="Your own address for instant off-ramps"
                badge="New"
                to={streamTarget}
              />
            )}
          </ul>
        </nav>
        {isLoggedIn && <AccountEntries />}
        <nav aria-label="About Ferry" className={styles.section}>
          <h2 className={styles.sectionTitle}>Ferry</h2>
          <MenuLinks />
        </nav>
      </ScreenBody>
      {isLoggedIn ? <StickyFooter /> : <StickyFooter buttonText="Log in" onButtonClick={() => void navigate(paths.loginEmail)} />}
    </>
  );
}
