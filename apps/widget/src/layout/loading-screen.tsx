import { ScreenBody } from '../ui/screen-body.js';
import { Spinner } from '../ui/spinner.js';

export function LoadingScreen() {
  return (
    <ScreenBody isCentered>
      <Spinner size={60} label="Loading Ferry" />
    </ScreenBody>
  );
}
