import { widgetMessage } from '@ferry/contracts';
import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../ui/button.js';
import { Popup } from '../../ui/popup.js';
import { hostChannel, postToHost, type HostChannel } from '../../host/embed-protocol.js';
import { exitRequest } from '../../host/exit-request.js';
import { t } from '../../i18n/i18n.js';

/**
 * Asks before leaving when the host page requests a close (spec 001 section 2). The host link
 * receives the request (app/host-link.ts), also before this dialog's code has arrived.
 */
export function ConfirmExitDialog({ channel: givenChannel }: { channel?: HostChannel | null }) {
  const isAsked = useSyncExternalStore(exitRequest.subscribe, exitRequest.isAsked);
  const [framingChannel] = useState(hostChannel);
  const channel = givenChannel === undefined ? framingChannel : givenChannel;

  if (!isAsked || !channel) return null;
  return (
    <Popup
      tone="info"
      title={t('app.confirmExit.title')}
      onDismiss={exitRequest.answer}
      actions={
        <Button
          size="lg"
          fullWidth
          color="error"
          onClick={() => {
            postToHost(channel, widgetMessage('close', {}));
            exitRequest.answer();
          }}
        >
          {t('app.confirmExit.exit')}
        </Button>
      }
    />
  );
}
