import { paths } from '../../../config/paths.js';
import { STREAM_MESSAGES } from '../../../i18n/stream-messages.js';
import { Link } from '../../../routing/index.js';
import { buttonClassName } from '../../../ui/button.js';
import { Popup } from '../../../ui/popup.js';

/** 'Withdrawal details missing!' with 'Add Withdrawal Details' (spec 001 section 4). */
export function MissingDetailsPopup() {
  return (
    <Popup
      tone="info"
      title={STREAM_MESSAGES.missing.title}
      message={STREAM_MESSAGES.missing.text}
      actions={
        <Link to={paths.streamOnboardingChooseMethod} className={buttonClassName({ size: 'lg', fullWidth: true })}>
          {STREAM_MESSAGES.missing.action}
        </Link>
      }
    />
  );
}
