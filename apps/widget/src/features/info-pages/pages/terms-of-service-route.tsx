import { TERMS_VERSION } from '@ferry/contracts';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { InfoPage, InfoSection, SandboxLegalNote } from '../info-page.js';

/** Ferry's terms of service, version 1.1.0 (spec 000 section 9), in plain English. */
export function TermsOfServiceRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage
      title="Terms of Service"
      lead={
        <>
          <p>Version {TERMS_VERSION}</p>
          <SandboxLegalNote />
        </>
      }
    >
      <InfoSection title="1. What Ferry does">
        <p>
          Ferry lets you buy crypto with money (an on-ramp) and sell crypto for money (an off-ramp), inside the apps and
          websites of our partners or on Ferry itself. Each order shows its price, fees and the amount you receive before
          you place it.
        </p>
      </InfoSection>
      <InfoSection title="2. Who can use Ferry">
        <ul>
          <li>You are at least 18 years old and can enter a binding agreement.</li>
          <li>You use Ferry for yourself, with payment methods and wallets that are yours.</li>
          <li>You live in a country where Ferry is offered and where buying and selling crypto is allowed.</li>
        </ul>
      </InfoSection>
      <InfoSection title="3. Your account and identity checks">
        <p>
          You sign in with your e-mail address and a one-time code. Before your first order we verify your identity (KYC),
          as the law requires of us. We may ask for more information or documents at any time, and we may refuse or pause
          an order while a check is open.
        </p>
      </InfoSection>
      <InfoSection title="4. Quotes, prices and fees">
        <p>
          A quote is valid for 60 seconds. The price of your order is the price of a quote that is still valid when you
          place it; if the quote runs out, Ferry refreshes it and shows you the new price first. Fees are shown before you
          confirm and are never added afterwards.
        </p>
      </InfoSection>
      <InfoSection title="5. Your wallet and the blockchain">
        <p>
          You are responsible for the wallet address you give us. Crypto sent on a blockchain cannot be called back: check
          the address and the network before you confirm. When you sell, send exactly the asset and network the order shows.
        </p>
      </InfoSection>
      <InfoSection title="6. Risks">
        <p>
          Crypto prices move quickly and you can lose all the money you put in. Crypto is not a bank deposit and is not
          protected by deposit-guarantee schemes. Ferry gives no investment advice.
        </p>
      </InfoSection>
      <InfoSection title="7. Orders we refuse, cancel or refund">
        <p>
          We may refuse or cancel an order that breaks these terms, that our checks flag, or that a payment provider
          declines. If your money arrived and the order cannot be completed, we send it back to where it came from, less
          any fees a third party charged.
        </p>
      </InfoSection>
      <InfoSection title="8. Prohibited use">
        <p>No fraud, money laundering, terrorist financing, sanctions evasion, or use of someone else&apos;s card, account or identity.</p>
      </InfoSection>
      <InfoSection title="9. Liability">
        <p>
          We are responsible for doing what these terms promise with reasonable care. We are not responsible for losses
          caused by a wrong wallet address, a blockchain or network outage, or events outside our control.
        </p>
      </InfoSection>
      <InfoSection title="10. Changes and contact">
        <p>
          When these terms change, the version number changes and we ask you to accept the new version before your next
          order. Questions: <a href={links.support}>Support</a>. How we use your data: <a href={links.privacyPolicy}>Privacy Policy</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
