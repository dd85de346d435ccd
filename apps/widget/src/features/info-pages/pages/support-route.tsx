import { useInfoLinks } from '../../../api/startup/info-links.js';
import { InfoPage, InfoSection } from '../info-page.js';
import styles from '../info-pages.module.css';

const FAQ = [
  {
    question: 'How long does a card purchase take?',
    answer: 'Usually a few minutes: the card is charged, the crypto is bought and sent to your wallet. The order page shows each step.',
  },
  {
    question: 'My card asks for a security check (3-D Secure).',
    answer: 'Your bank shows its own page; confirm there and you come back to the status of your order.',
  },
  {
    question: 'Why do I have to verify my identity?',
    answer: 'The law requires identity checks (KYC) before we exchange money and crypto. Most checks finish within minutes.',
  },
  {
    question: 'The price changed when I confirmed my order.',
    answer: 'A quote is valid for 60 seconds. When it runs out, Ferry fetches a fresh one and shows it before you place the order.',
  },
  {
    question: 'I sent crypto to sell. When am I paid?',
    answer: 'Once the deposit is confirmed on the blockchain we sell it and pay out: bank transfers usually arrive within a working day, card payouts within 30 minutes to 48 hours.',
  },
  {
    question: 'Can I cancel an order?',
    answer: 'Yes, while it waits for your payment: open the order and choose Cancel Order. After payment it runs to the end, or is refunded if it cannot be completed.',
  },
];

/** Support: answers to the common questions and how to reach a person (spec 001 section 2 "Menu"). */
export function SupportRoute() {
  const links = useInfoLinks();
  return (
    <InfoPage title="Support" lead={<p>Answers to the questions we are asked most, and how to reach us.</p>}>
      <InfoSection title="Frequently asked questions">
        <dl className={styles.faq}>
          {FAQ.map((entry) => (
            <div key={entry.question}>
              <dt className={styles.question}>{entry.question}</dt>
              <dd>{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection title="Contact us">
        {links.supportContact ? (
          <p>
            Write to <a href={links.supportContact}>{links.supportContact.replace(/^mailto:/, '')}</a> with the order id from{' '}
            <strong>My Orders</strong> in the menu; our team answers within one working day.
          </p>
        ) : (
          <p>
            No support desk is attached to this deployment yet (its operator sets SUPPORT_EMAIL). In the sandbox, orders, KYC
            decisions and e-mails can be followed in the sandbox console.
          </p>
        )}
        <p>
          Large orders: see the whale desk for <a href={links.whaleApplicationBuy}>buying</a> and{' '}
          <a href={links.whaleApplicationSell}>selling</a>.
        </p>
      </InfoSection>
      <InfoSection id="compliance" title="Compliance">
        <p>
          If a website sent you to Ferry and Ferry stopped the session as a possible scam, or you think an account was used
          by someone else, tell our compliance team: they review every report. Read first <a href={links.cryptoScamsGuide}>our guide to crypto scams</a>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
