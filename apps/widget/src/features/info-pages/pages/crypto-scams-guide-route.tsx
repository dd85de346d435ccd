import { useInfoLinks } from '../../../api/startup/info-links.js';
import { InfoPage, InfoSection } from '../info-page.js';

/** The guide the scam warning links to: how to recognise and avoid crypto fraud. */
export function CryptoScamsGuideRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage title="Crypto scams guide" lead={<p>How to recognise and avoid the scams we see most often.</p>}>
      <InfoSection title="Signs of a scam">
        <ul>
          <li>Someone promises guaranteed or very high returns, or that they will double your crypto.</li>
          <li>A stranger, a new online friend or a &quot;support agent&quot; asks you to buy crypto and send it to their wallet.</li>
          <li>You are rushed: the offer ends in minutes, or your account will be closed unless you pay.</li>
          <li>A giveaway asks you to send crypto first to receive more back.</li>
          <li>You are asked for your sign-in code, your seed phrase or remote access to your device.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Protect yourself">
        <ul>
          <li>Only send crypto to a wallet you own and control.</li>
          <li>Ferry never asks for your seed phrase and never asks you to move money to keep it safe.</li>
          <li>Check the website address before you sign in; open Ferry from a site you trust.</li>
          <li>Take your time: a real opportunity is still there tomorrow.</li>
        </ul>
      </InfoSection>
      <InfoSection title="If you think you were scammed">
        <p>
          Stop sending money, keep every message and transaction id, report it to your police and bank, and tell{' '}
          <a href={links.compliance}>our compliance team</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
