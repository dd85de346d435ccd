import { paths } from '../../../config/paths.js';
import { SCREEN_ERROR_TEXTS } from '../../../i18n/screen-error-messages.js';
import { t } from '../../../i18n/i18n.js';
import { Link } from '../../../routing/index.js';
import { buttonClassName } from '../../../ui/button.js';
import { Popup } from '../../../ui/popup.js';

/** 'Withdrawal details missing!' with 'Add Withdrawal Details' (spec 001 section 4). */
export function MissingDetailsPopup() {
  return (
    <Popup
      tone="info"
      title={SCREEN_ERROR_TEXTS.STREAM_SETTINGS_NOT_FOUND}
      message={t('stream.missing.text')}
      actions={
        <Link to={paths.streamOnboardingChooseMethod} className={buttonClassName({ size: 'lg', fullWidth: true })}>
          {t('stream.missing.action')}
        </Link>
      }
    />
  );
}
