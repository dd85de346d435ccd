import { widgetMessage } from '@ferry/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button.js';
import { Popup } from '../../ui/popup.js';
import { hostChannel, listenToHost, postToHost, type HostChannel } from '../../host/embed-protocol.js';
import { t } from '../../i18n/i18n.js';

/** Asks before leaving when the host page requests a close (spec 001 section 2). */
export function ConfirmExitDialog({ channel: givenChannel }: { channel?: HostChannel | null }) {
  const [isOpen, setOpen] = useState(false);
  const [framingChannel] = useState(hostChannel);
  const channel = givenChannel === undefined ? framingChannel : givenChannel;

  useEffect(() => {
    if (!channel) return undefined;
    return listenToHost(channel, (message) => {
      if (message.type === 'close-request') setOpen(true);
    });
  }, [channel]);

  if (!isOpen || !channel) return null;
  return (
    <Popup
      tone="info"
      title={t('app.confirmExit.title')}
      onDismiss={() => setOpen(false)}
      actions={
        <Button
          size="lg"
          fullWidth
          color="error"
          onClick={() => {
            postToHost(channel, widgetMessage('close', {}));
            setOpen(false);
          }}
        >
          {t('app.confirmExit.exit')}
        </Button>
      }
    />
  );
}
