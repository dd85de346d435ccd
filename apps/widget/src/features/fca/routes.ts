// The UK regulatory journey (spec 001 sections 2 and 4): one lazy chunk.
export { CategorisationLayout } from './categorisation/categorisation-answers.js';
export { CategorisationStartRoute } from './categorisation/categorisation-start-route.js';
export { CategorisationQuestionRoute } from './categorisation/categorisation-question-route.js';
export { CategorisationAgreementRoute } from './categorisation/categorisation-agreement-route.js';
export { CategorisationFailedRoute } from './categorisation/categorisation-failed-route.js';
export { RiskAssessmentLayout } from './risk-assessment/risk-assessment-state.js';
export { RiskStartRoute } from './risk-assessment/risk-start-route.js';
export { RiskQuestionRoute } from './risk-assessment/risk-question-route.js';
export { RiskSuccessRoute } from './risk-assessment/risk-success-route.js';
export { RiskFailedRoute } from './risk-assessment/risk-failed-route.js';
export { RiskFailureNotificationRoute } from './risk-assessment/risk-failure-notification-route.js';
export { RiskLimitReachedRoute } from './risk-assessment/risk-limit-reached-route.js';
export { CoolingOffRoute } from './cooling-off-route.js';
