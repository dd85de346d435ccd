import { useParams } from '../../../routing/index.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { InfoPage, InfoSection } from '../info-page.js';
import { PageNotFoundRoute } from '../page-not-found-route.js';

/**
 * The whale application page for large buys and sells (spec 000 section 2): what the desk offers,
 * what it needs, and how to apply. `/whale-application/buy` and `/whale-application/sell`.
 */
export function WhaleApplicationRoute() {
  const links = useInfoLinks();
  const { side } = useParams();
  const isSell = side === 'sell';
  const action = isSell ? 'sell' : 'buy';
  if (side !== 'buy' && side !== 'sell') return <PageNotFoundRoute />;
  return (
    <InfoPage
      title={isSell ? 'Whale application: sell' : 'Whale application: buy'}
      lead={<p>Orders above the widget&apos;s limit go through our whale desk, with a personal quote and a named contact.</p>}
    >
      <InfoSection title="What you get">
        <ul>
          <li>A firm price for the whole amount, held while you {isSell ? 'send the crypto' : 'send the money'}.</li>
          <li>{isSell ? 'Payout to your verified business or personal bank account.' : 'Payment by bank transfer, delivery to a wallet you control.'}</li>
          <li>A named contact from quote to settlement.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What we need">
        <ul>
          <li>A completed identity check (sign in and finish KYC in the widget first).</li>
          <li>The amount, currency and crypto you want to {action}, and the source of the funds.</li>
          <li>For a company: its registration documents and who owns it.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How to apply">
        <p>
          Contact us through <a href={links.support}>Support</a> with the subject &quot;Whale {action}&quot; and the details
          above. The desk answers within one working day.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
