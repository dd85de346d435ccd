import { ukBuyPopUps, type UkBuyPopUp } from '@ferry/rules';
import { useState } from 'react';
import { useOrders } from '../../../api/orders/get-orders.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import type { InfoLinks } from '@ferry/contracts';
import { t } from '../../../i18n/i18n.js';
import { Button } from '../../../ui/button.js';
import { Popup } from '../../../ui/popup.js';

const contentOf = (links: InfoLinks): Record<UkBuyPopUp, { title: string; message: string; accept: string; link: { href: string; text: string } }> => ({
  'high-risk-investment': {
    title: t('orders.ukPopUp.highRiskTitle'),
    message: t('orders.ukPopUp.highRisk'),
    accept: t('orders.ukPopUp.highRiskAccept'),
    link: { href: links.ukRiskSummary, text: t('orders.ukPopUp.learnMore') },
  },
  'scam-awareness': {
    title: t('orders.ukPopUp.scamTitle'),
    message: t('orders.ukPopUp.scam'),
    accept: t('orders.ukPopUp.scamAccept'),
    link: { href: links.cryptoScamsGuide, text: t('orders.ukPopUp.scamGuide') },
  },
});

/**
 * The UK pop-ups before a buy is confirmed (spec 001 section 2): shown one after the other, each
 * to be acknowledged. Nothing shows until the user's orders are known.
 */
export function UkBuyPopUps({ flow, addressCountryCode }: { flow: 'BUY' | 'SELL'; addressCountryCode: string | null }) {
  const isUkBuy = flow === 'BUY' && addressCountryCode?.toUpperCase() === 'GB';
  const orders = useOrders({ isEnabled: isUkBuy });
  const [acknowledged, setAcknowledged] = useState(0);
  if (!isUkBuy || !orders.data) return null;
  const current = ukBuyPopUps({ flow, addressCountryCode, orders: orders.data })[acknowledged];
  if (!current) return null;
  return <UkBuyPopUpDialog key={current} popUp={current} onAccept={() => setAcknowledged((count) => count + 1)} />;
}

/** One pop-up; mounted only when it shows, so users outside the UK cause no call at all. */
function UkBuyPopUpDialog({ popUp, onAccept }: { popUp: UkBuyPopUp; onAccept: () => void }) {
  const content = contentOf(useInfoLinks())[popUp];
  return (
    <Popup
      tone="info"
      title={content.title}
      message={
        <>
          {content.message}{' '}
          <a href={content.link.href} target="_blank" rel="noopener noreferrer">
            {content.link.text}
          </a>
        </>
      }
      actions={
        <Button size="lg" fullWidth onClick={onAccept}>
          {content.accept}
        </Button>
      }
    />
  );
}
