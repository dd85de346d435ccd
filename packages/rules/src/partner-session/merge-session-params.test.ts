import { describe, expect, it } from 'vitest';
import { mergeSessionParams, SESSION_OVERRIDE_REASON } from './merge-session-params.js';

const session = (widgetParams: Record<string, string | string[]>) => ({
  partnerApiKey: 'pk_session',
  widgetParams,
});

describe('parameters that came from a session cannot be overridden by the URL', () => {
  it('keeps the session value when the URL sets the same parameter, and lists the URL one as rejected', () => {
    const result = mergeSessionParams(
      [
        ['fiatCurrency', 'EUR'],
        ['hideMenu', 'true'],
      ],
      session({ fiatCurrency: 'GBP' }),
    );
    expect(result.entries).toEqual([
      ['apiKey', 'pk_session'],
      ['fiatCurrency', 'GBP'],
      ['hideMenu', 'true'],
    ]);
    expect(result.rejected).toEqual([
      { name: 'fiatCurrency', value: 'EUR', reason: SESSION_OVERRIDE_REASON },
    ]);
  });

  it('does not let the URL win through a parameter that takes precedence (walletAddress over walletAddressesData)', () => {
    const data = JSON.stringify({ coins: { ETH: { address: '0xsession' } } });
    const result = mergeSessionParams(
      [['walletAddress', '0xattacker']],
      session({ walletAddressesData: data }),
    );
    expect(result.entries).toEqual([
      ['apiKey', 'pk_session'],
      ['walletAddressesData', data],
    ]);
    expect(result.rejected.map((entry) => entry.name)).toEqual(['walletAddress']);
  });

  it.each([
    ['paymentMethod over defaultPaymentMethod', 'defaultPaymentMethod', 'paymentMethod'],
    ['networks over network', 'network', 'networks'],
    ['fiatCurrency over countryCode', 'countryCode', 'fiatCurrency'],
    [
      'cryptoCurrencyCode over defaultCryptoCurrency',
      'defaultCryptoCurrency',
      'cryptoCurrencyCode',
    ],
    ['fiatAmount over defaultFiatAmount', 'defaultFiatAmount', 'fiatAmount'],
  ])('keeps the session deciding %s', (_rule, sessionName, urlName) => {
    const result = mergeSessionParams([[urlName, 'x']], session({ [sessionName]: 'y' }));
    expect(result.entries).toEqual([
      ['apiKey', 'pk_session'],
      [sessionName, 'y'],
    ]);
  });

  it('uses the session partner key, never the URL apiKey, and drops sessionId, ott and signature', () => {
    const result = mergeSessionParams(
      [
        ['apiKey', 'pk_url'],
        ['sessionId', 's'],
        ['ott', 'o'],
        ['signature', 'x'],
        ['email', 'a@b.example'],
      ],
      session({ apiKey: 'pk_other', sessionId: 'q' }),
    );
    expect(result.entries).toEqual([
      ['apiKey', 'pk_session'],
      ['email', 'a@b.example'],
    ]);
    expect(result.rejected).toEqual([]);
  });

  it('writes list values as one pair per entry, in order', () => {
    const result = mergeSessionParams([], session({ networks: ['ethereum', 'polygon'] }));
    expect(result.entries).toEqual([
      ['apiKey', 'pk_session'],
      ['networks', 'ethereum'],
      ['networks', 'polygon'],
    ]);
  });
});
