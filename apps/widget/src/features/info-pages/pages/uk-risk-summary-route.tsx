import { InfoPage, InfoSection } from '../info-page.js';

/** The risk summary the UK high-risk investment warning links to ('Take 2 mins to learn more'). */
export function UkRiskSummaryRoute() {
  return (
    <InfoPage title="Risk summary" lead={<p>Estimated reading time: 2 min. Due to the potential for losses, the Financial Conduct Authority (FCA) considers this investment to be high risk.</p>}>
      <InfoSection title="What are the key risks?">
        <ol>
          <li>
            <strong>You could lose all the money you invest.</strong> The performance of most cryptoassets can be highly
            volatile, with their value dropping as quickly as it can rise.
          </li>
          <li>
            <strong>You should not expect to be protected if something goes wrong.</strong> The Financial Services
            Compensation Scheme (FSCS) does not protect this type of investment.
          </li>
          <li>
            <strong>You may not be able to sell your investment when you want to.</strong> There is no guarantee that you
            can sell when you want to; technology outages can also stop you.
          </li>
          <li>
            <strong>Cryptoasset investments can be complex.</strong> Do your own research; if something sounds too good to
            be true, it probably is.
          </li>
          <li>
            <strong>Don&apos;t put all your eggs in one basket.</strong> A good rule of thumb is not to invest more than 10%
            of your money in high-risk investments.
          </li>
        </ol>
      </InfoSection>
    </InfoPage>
  );
}
