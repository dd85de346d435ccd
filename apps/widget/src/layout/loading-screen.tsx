import { ScreenBody } from '../ui/screen-body.js';
import { Spinner } from '../ui/spinner.js';
import { t } from '../i18n/i18n.js';

export function LoadingScreen() {
  return (
    <ScreenBody isCentered>
      <Spinner size={60} label={t('layout.loading')} />
    </ScreenBody>
  );
}
