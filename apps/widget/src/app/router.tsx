import { createBrowserRouter, type RouteObject } from '../routing/index.js';
import { requireLogin } from './guards/require-login.js';
import { STANDALONE } from './route-handle.js';
import { loadMessages, type Catalogue } from '../i18n/i18n.js';
import { loadLater } from '../ui/load-later.js';
import { screensCatalogue } from '../i18n/screens-catalogue.js';
import { startErrorsCatalogue } from '../i18n/start-errors-catalogue.js';
import { menuCatalogue } from '../features/menu/locales/catalogue.js';
import { infoPagesCatalogue } from '../features/info-pages/locales/catalogue.js';
import { authCatalogue } from '../features/auth/locales/catalogue.js';
import { walletCatalogue } from '../features/wallet/locales/catalogue.js';
import { kycCatalogue } from '../features/kyc/locales/catalogue.js';
import { profileCatalogue } from '../features/profile/locales/catalogue.js';
import { ordersCatalogue } from '../features/orders/locales/catalogue.js';
import { cardsCatalogue } from '../features/cards/locales/catalogue.js';
import { paymentCatalogue } from '../features/payment/locales/catalogue.js';
import { orderFormsCatalogue } from '../features/order-forms/locales/catalogue.js';
import { limitsCatalogue } from '../features/limits/locales/catalogue.js';
import { fcaCatalogue } from '../features/fca/locales/catalogue.js';
import { streamCatalogue } from '../features/stream/locales/catalogue.js';
import { RootFallback, RootLayout } from './shell/root-layout.js';
import { ExchangeRoute, exchangeLoader } from '../features/exchange/routes.js';

// One lazy chunk per feature: each feature's routes.ts is its only entry point for code; its texts
// (locales/catalogue.ts) load beside it, in the active language only. The exchange, the first
// screen, is imported here, so its code is in the start's file (vite.config.ts says why), and
// finds its texts in the core catalogue (loaded at start); every later screen loads the
// shared screens catalogue, the start path's failure texts (screens word those codes too) and its own.
const withTexts =
  <T,>(load: () => Promise<T>, catalogue: Catalogue) =>
  (): Promise<T> =>
    Promise.all([load(), loadMessages(screensCatalogue, startErrorsCatalogue, catalogue)]).then(([module]) => module);
// Shown only when a screen fails to render: its code loads right after the first paint, not in
// the first load (ui/load-later.tsx), and renders at once from then on.
const ErrorScreen = loadLater(async () => (await import('./shell/error-screen.js')).ErrorScreen, undefined, { isNeededOffline: true }).Component;
const menu = withTexts(() => import('../features/menu/routes.js'), menuCatalogue);
const infoPages = withTexts(() => import('../features/info-pages/routes.js'), infoPagesCatalogue);
const auth = withTexts(() => import('../features/auth/routes.js'), authCatalogue);
const wallet = withTexts(() => import('../features/wallet/routes.js'), walletCatalogue);
const kyc = withTexts(() => import('../features/kyc/routes.js'), kycCatalogue);
const profile = withTexts(() => import('../features/profile/routes.js'), profileCatalogue);
const orders = withTexts(() => import('../features/orders/routes.js'), ordersCatalogue);
const cards = withTexts(() => import('../features/cards/routes.js'), cardsCatalogue);
const payment = withTexts(() => import('../features/payment/routes.js'), paymentCatalogue);
const orderForms = withTexts(() => import('../features/order-forms/routes.js'), orderFormsCatalogue);
const limits = withTexts(() => import('../features/limits/routes.js'), limitsCatalogue);
const fca = withTexts(() => import('../features/fca/routes.js'), fcaCatalogue);
const stream = withTexts(() => import('../features/stream/routes.js'), streamCatalogue);

const pageNotFound = async () => ({ Component: (await infoPages()).PageNotFoundRoute });
type StreamScreen = Exclude<keyof Awaited<ReturnType<typeof stream>>, 'streamLoader'>;
const streamScreen = (name: StreamScreen) => async () => {
  const module = await stream();
  return { Component: module[name], loader: module.streamLoader };
};

/**
 * Screens of spec 001 section 2 that exist so far; wallet confirm, login, the payment pages,
 * status and the /user screens join as their issues land (until then they show page not found).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: RootFallback,
    children: [
      // The first screen: in the start's own file, not a lazy chunk (vite.config.ts).
      { index: true, Component: ExchangeRoute, loader: exchangeLoader },
      { path: 'menu', lazy: async () => ({ Component: (await menu()).MenuRoute }) },
      { path: 'wallet-confirm', lazy: async () => ({ Component: (await wallet()).WalletConfirmRoute }) },
      { path: 'login/email', lazy: async () => ({ Component: (await auth()).LoginEmailRoute }) },
      { path: 'login/otp', lazy: async () => ({ Component: (await auth()).LoginOtpRoute }) },
      {
        path: 'possible-crypto-scam-warning',
        handle: STANDALONE,
        lazy: async () => ({ Component: (await infoPages()).ScamWarningRoute }),
      },
      { path: '404', handle: STANDALONE, lazy: pageNotFound },
      // Ferry's own information pages (the links of the menu, footer, terms checkbox and notices).
      { path: 'terms-of-service', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).TermsOfServiceRoute }) },
      { path: 'privacy-policy', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).PrivacyPolicyRoute }) },
      { path: 'support', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).SupportRoute }) },
      { path: 'about', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).AboutRoute }) },
      { path: 'crypto-scams-guide', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).CryptoScamsGuideRoute }) },
      { path: 'uk-risk-summary', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).UkRiskSummaryRoute }) },
      { path: 'whale-application/:side', handle: STANDALONE, lazy: async () => ({ Component: (await infoPages()).WhaleApplicationRoute }) },
      { path: 'apple-pay', lazy: async () => ({ Component: (await payment()).ApplePayRoute }) },
      { path: 'googlepay', lazy: async () => ({ Component: (await payment()).GooglePayRoute }) },
      { path: 'status', lazy: async () => ({ Component: (await payment()).LandingRoute }) },
      {
        path: 'user',
        loader: requireLogin,
        // Every move inside the group checks the login again, so a lost session is caught.
        shouldRevalidate: () => true,
        children: [
          { index: true, handle: STANDALONE, lazy: pageNotFound },
          { path: 'kyc-forms', lazy: async () => ({ Component: (await kyc()).KycFormRoute }) },
          { path: 'kyc-forms/:formId', lazy: async () => ({ Component: (await kyc()).KycFormRoute }) },
          { path: 'profile', lazy: async () => ({ Component: (await profile()).ProfileRoute }) },
          { path: 'limits', lazy: async () => ({ Component: (await limits()).LimitsRoute }) },
          { path: 'confirm-order', lazy: async () => ({ Component: (await orders()).ConfirmOrderRoute }) },
          { path: 'paymentstatus', lazy: async () => ({ Component: (await orders()).PaymentStatusRoute }) },
          { path: 'whiteLabelFlow', lazy: async () => ({ Component: (await orders()).WhiteLabelFlowRoute }) },
          { path: 'orders', lazy: async () => ({ Component: (await orders()).OrdersRoute }) },
          { path: 'order/:orderId', lazy: async () => ({ Component: (await orders()).OrderDetailsRoute }) },
          { path: 'add-card', lazy: async () => ({ Component: (await cards()).AddCardRoute }) },
          { path: 'select-card', lazy: async () => ({ Component: (await cards()).SelectCardRoute }) },
          { path: 'payment-confirmation', lazy: async () => ({ Component: (await payment()).PaymentConfirmationRoute }) },
          { path: 'submit-pan', lazy: async () => ({ Component: (await payment()).SubmitPanRoute }) },
          { path: 'orderForms', lazy: async () => ({ Component: (await orderForms()).OrderFormRoute }) },
          { path: 'orderForms/:formId', lazy: async () => ({ Component: (await orderForms()).OrderFormRoute }) },
          {
            path: 'fca/categorization',
            lazy: async () => ({ Component: (await fca()).CategorisationLayout }),
            children: [
              { path: 'start', lazy: async () => ({ Component: (await fca()).CategorisationStartRoute }) },
              { path: 'questionnaire/:setId/:questionId', lazy: async () => ({ Component: (await fca()).CategorisationQuestionRoute }) },
              { path: 'agreement', lazy: async () => ({ Component: (await fca()).CategorisationAgreementRoute }) },
              { path: 'failed', lazy: async () => ({ Component: (await fca()).CategorisationFailedRoute }) },
            ],
          },
          {
            path: 'fca/risk-assessment',
            lazy: async () => ({ Component: (await fca()).RiskAssessmentLayout }),
            children: [
              { path: 'start', lazy: async () => ({ Component: (await fca()).RiskStartRoute }) },
              { path: 'questionnaire/:setId/:questionId', lazy: async () => ({ Component: (await fca()).RiskQuestionRoute }) },
              { path: 'success', lazy: async () => ({ Component: (await fca()).RiskSuccessRoute }) },
              { path: 'failed', lazy: async () => ({ Component: (await fca()).RiskFailedRoute }) },
              { path: 'failure-notification', lazy: async () => ({ Component: (await fca()).RiskFailureNotificationRoute }) },
              { path: 'limit-reached', lazy: async () => ({ Component: (await fca()).RiskLimitReachedRoute }) },
            ],
          },
          { path: 'fca-cooling-off-period', lazy: async () => ({ Component: (await fca()).CoolingOffRoute }) },
          { path: 'off-ramp-stream-onboarding/intro', lazy: streamScreen('StreamIntroRoute') },
          { path: 'off-ramp-stream-onboarding/choose-withdrawal-method', lazy: streamScreen('StreamChooseMethodRoute') },
          { path: 'off-ramp-stream-onboarding/terms-and-conditions', lazy: streamScreen('StreamTermsRoute') },
          { path: 'off-ramp-stream-onboarding/complete', lazy: streamScreen('StreamCompleteRoute') },
          { path: 'off-ramp-stream/wallets', lazy: streamScreen('StreamWalletsRoute') },
          { path: '*', handle: STANDALONE, lazy: pageNotFound },
        ],
      },
      { path: '*', handle: STANDALONE, lazy: pageNotFound },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
