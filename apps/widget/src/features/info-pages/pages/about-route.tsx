import { useInfoLinks } from '../../../api/startup/info-links.js';
import { InfoPage, InfoSection } from '../info-page.js';

/** About Ferry ('Powered by Ferry'), and what it offers partners ('Add Ferry to your business'). */
export function AboutRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage title="About us" lead={<p>Ferry moves money between bank accounts, cards and crypto wallets.</p>}>
      <InfoSection title="What we do">
        <p>
          Ferry is a crypto on-ramp and off-ramp: people buy crypto with a card or a bank transfer and sell it back to
          their bank account or card, inside the wallets, exchanges and apps they already use.
        </p>
      </InfoSection>
      <InfoSection title="How we keep it safe">
        <ul>
          <li>Every customer is verified before their first order.</li>
          <li>Prices are quoted up front and hold for 60 seconds; fees are shown before you confirm.</li>
          <li>Sites known for scams are blocked, and payments go through regulated card gateways and banks.</li>
        </ul>
      </InfoSection>
      <InfoSection id="partners" title="Add Ferry to your business">
        <p>
          Partners embed the Ferry widget with one line of code or open it in a popup, choose the products, currencies and
          colours they offer, and follow every order through webhooks. Try it in the <a href="/demo">partner playground</a>,
          then reach us through <a href={links.support}>Support</a> for a partner key.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
