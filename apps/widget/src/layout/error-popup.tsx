import { t } from '../i18n/i18n.js';
import { useNavigate, type To } from '../routing/index.js';
import { Button } from '../ui/button.js';
import { Popup } from '../ui/popup.js';

export interface ErrorPopupProps {
  title?: string;
  message?: string;
  buttonText?: string;
  /** Where the button goes, after onButtonClick if both are given. */
  to?: To;
  onButtonClick?: () => void;
}

/** Defaults of spec 001 section 2: 'Oops!', 'retry later or reach the help centre', 'OK'. */
export function ErrorPopup({ title, message, buttonText, to, onButtonClick }: ErrorPopupProps) {
  const navigate = useNavigate();
  return (
    <Popup
      title={title ?? t('layout.error.title')}
      message={message ?? t('layout.error.message')}
      actions={
        <Button
          size="lg"
          fullWidth
          onClick={() => {
            onButtonClick?.();
            if (to !== undefined) void navigate(to);
          }}
        >
          {buttonText ?? t('layout.error.ok')}
        </Button>
      }
    />
  );
}
