import type { ErrorCode } from '@ferry/contracts';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { isApiError } from '../../api/api-error.js';
import { Navigate, useLocation, useMatches } from '../../routing/index.js';
import { useCountries } from '../../api/startup/get-countries.js';
import { useCryptoCurrencies } from '../../api/startup/get-crypto-currencies.js';
import { useFiatCurrencies } from '../../api/startup/get-fiat-currencies.js';
import { useInitWidget } from '../../api/startup/get-init-widget.js';
import { useIpCountry } from '../../api/startup/get-ip-country.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useStartupParams } from '../../api/startup/startup-params.js';
import { paths } from '../../config/paths.js';
import { Popup } from '../../ui/popup.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { hasHostPage } from '../../host/has-host-page.js';
import { knownHostOrigin } from '../../host/host-origin.js';
import { consultDoctor } from '../consult-doctor.js';
import { afterFirstContentfulPaint } from '../first-contentful-paint.js';
import { isStandaloneHandle } from '../route-handle.js';
import { useWidgetParams } from '../startup/use-widget-params.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { ERROR_MESSAGES } from '../../i18n/error-messages.js';
import { startErrorsCatalogue } from '../../i18n/start-errors-catalogue.js';
import { useTexts } from '../../i18n/use-texts.js';
import { startupOutcome } from './startup-outcome.js';

/**
 * Loads the initial data in parallel and shows the screen only once the widget may load
 * (spec 000 section 4 "Widget start"); otherwise a blocking popup with no button. The host
 * hears open when the first screen shows.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { isApiKeyWellFormed } = useStartupParams();
  const initWidget = useInitWidget();
  const partner = usePartner();
  const fiatCurrencies = useFiatCurrencies();
  const cryptoCurrencies = useCryptoCurrencies();
  const countries = useCountries();
  const ipCountry = useIpCountry();
  const { pathname } = useLocation();
  const isStandalone = useMatches().some((match) => isStandaloneHandle(match.handle));

  const outcome = startupOutcome({
    isApiKeyWellFormed,
    initWidget,
    partner,
    others: [fiatCurrencies, cryptoCurrencies, countries, ipCountry],
  });

  const isWidgetParamsReady = useWidgetParams({
    partner: partner.data,
    fiatCurrencies: fiatCurrencies.data,
    cryptoCurrencies: cryptoCurrencies.data,
    countries: countries.data,
  });

  // The screen mounts in a transition: React renders it in slices with the browser free between
  // them (no long task on a slow phone), and its effects (the quote's call) wait for its paint.
  const isShown = useDeferredValue(isStandalone || (outcome.kind === 'ready' && isWidgetParamsReady));

  // Error tracking follows init-widget's answer (off without one). Its module loads once the first
  // screen, or the popup that stops the start, is shown and the page has painted content: never
  // ahead of the first screen. The next animation frame was not enough: on a fast load the
  // module's request often ended before the screen's paint was reported, and Lighthouse then
  // counted it among what the first screen waited for (issue 17, its traces of the exchange).
  const errorTracking = initWidget.data?.errorTracking;
  const isInitWidgetSettled = initWidget.isSuccess;
  const hasStartShown = isShown || outcome.kind === 'blocked' || outcome.kind === 'scam';
  useEffect(() => {
    if (!isInitWidgetSettled || !hasStartShown) return;
    afterFirstContentfulPaint(window, () =>
      void import('../../error-tracking/error-tracking.js').then(({ configureErrorTracking }) => configureErrorTracking(errorTracking)),
    );
  }, [isInitWidgetSettled, hasStartShown, errorTracking]);
  useEffect(() => {
    // The start loaded the host link when there is a host page (start-widget.ts); this import is its.
    if (isShown && hasHostPage()) void import('../host-link.js').then(({ postOpen }) => postOpen());
  }, [isShown]);
  const isDomainRefused = isApiError(partner.error) && partner.error.code === ('PARTNER_DOMAIN_NOT_ALLOWED' satisfies ErrorCode);
  useEffect(() => {
    if (isDomainRefused) consultDoctor((doctor) => doctor.domainNotAllowed(knownHostOrigin()));
  }, [isDomainRefused]);

  // A start that stops is worded from the start path's failure texts, fetched then.
  const texts = useTexts(startErrorsCatalogue, outcome.kind === 'blocked');

  if (outcome.kind === 'scam' && pathname !== paths.scamWarning) {
    return <Navigate to={paths.scamWarning} replace />;
  }
  if (isShown) return children;
  if (outcome.kind === 'blocked' && texts !== 'loading') {
    return (
      <>
        <ScreenBody />
        {texts === 'loaded' ? <Popup title={outcome.title} message={outcome.message} /> : <Popup message={ERROR_MESSAGES.network} />}
      </>
    );
  }
  return <LoadingScreen />;
}
