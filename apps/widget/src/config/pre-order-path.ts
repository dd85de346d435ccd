import type { PreOrderStep } from '@ferry/rules';
import { paths } from './paths.js';

/** The route each pre-order step leads to (spec 001 section 2 route groups). */
export function pathForPreOrderStep(step: Exclude<PreOrderStep, { to: 'confirm-order' }>): string {
  switch (step.to) {
    case 'exchange':
      return paths.exchange;
    case 'wallet-confirm':
      return paths.walletConfirm;
    case 'login':
      return paths.loginEmail;
    case 'kyc-form':
      return `${paths.kycForms}/${encodeURIComponent(step.formId)}`;
    case 'order-form':
      return `${paths.orderForms}/${encodeURIComponent(step.formId)}`;
    case 'profile':
      return paths.profile;
    case 'submit-pan':
      return '/user/submit-pan';
    case 'fca-categorisation-start':
      return '/user/fca/categorization/start';
    case 'fca-risk-assessment-start':
      return '/user/fca/risk-assessment/start';
    case 'fca-cooling-off':
      return '/user/fca-cooling-off-period';
    case 'add-card':
      return paths.addCard;
    case 'bank-details':
      return paths.bankDetails;
    case 'stream-onboarding-intro':
      return paths.streamOnboardingIntro;
  }
}
