import { TERMS_VERSION } from '@ferry/contracts';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { InfoPage, InfoSection, SandboxLegalNote } from '../info-page.js';

/** Ferry's privacy policy, version 1.1.0 (spec 000 section 9), in plain English. */
export function PrivacyPolicyRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage
      title="Privacy Policy"
      lead={
        <>
          <p>Version {TERMS_VERSION}</p>
          <SandboxLegalNote />
        </>
      }
    >
      <InfoSection title="What we collect">
        <ul>
          <li>Your e-mail address, to sign you in and to send you order updates.</li>
          <li>Identity details and documents for the identity checks (KYC) the law requires of us.</li>
          <li>Your orders: amounts, wallet addresses, payment and payout details (never your full card number: our card gateway holds it).</li>
          <li>Technical data: your IP address and the country it points to, your browser, and the partner site you came from.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Why we use it">
        <ul>
          <li>To run your orders and pay you out.</li>
          <li>To meet our legal duties: identity checks, anti-money-laundering and sanctions screening, record keeping.</li>
          <li>To keep Ferry safe: fraud prevention, rate limits, bot checks.</li>
        </ul>
        <p>We do not sell your data and we do not use it for advertising.</p>
      </InfoSection>
      <InfoSection title="Who we share it with">
        <p>
          Only with the providers an order needs (identity verification, card gateway, banks, liquidity and custody
          providers), with the partner whose site you used (your order&apos;s status, not your documents), and with
          authorities where the law requires it.
        </p>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <p>
          Identity and order records are kept for as long as anti-money-laundering law requires (usually five years after
          our relationship ends); sign-in codes expire within minutes and are stored only as a keyed hash.
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          You can ask for a copy of your data, ask us to correct it, or to delete what the law does not require us to keep.
          Write to us through <a href={links.support}>Support</a>.
        </p>
      </InfoSection>
      <InfoSection title="Security">
        <p>Identity documents are encrypted at rest; connections are encrypted in transit; access to personal data is limited to the people who need it.</p>
      </InfoSection>
    </InfoPage>
  );
}
