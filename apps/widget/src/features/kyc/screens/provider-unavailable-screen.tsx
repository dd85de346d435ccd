import { Link } from '../../../routing/index.js';
import { Header } from '../../../layout/header.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { ToolIcon } from '../components/screen-icons.js';
import styles from '../../../forms/forms.module.css';

/** The catalogue's text 'User Maintenance: …', shown as a title and its message. */
export function splitMaintenanceMessage(message: string): { title: string; text: string } {
  const index = message.indexOf(':');
  return index > 0 ? { title: message.slice(0, index).trim(), text: message.slice(index + 1).trim() } : { title: 'User Maintenance', text: message };
}

/** KYC provider unavailable (spec 000 section 8): the maintenance message, and the way back. */
export function ProviderUnavailableScreen({ message }: { message: string }) {
  const { title, text } = splitMaintenanceMessage(message);
  return (
    <>
      <Header title="Identity Verification" back="history" />
      <ScreenBody>
        <div className={styles.screen} role="alert">
          <span className={styles.screenIcon}>
            <ToolIcon />
          </span>
          <h2 className={styles.screenTitle}>{title}</h2>
          <p className={styles.screenText}>{text}</p>
          <Link to={paths.exchange} className={styles.screenText}>
            Back to the exchange
          </Link>
        </div>
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
