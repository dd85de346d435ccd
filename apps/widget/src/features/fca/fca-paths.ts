const CATEGORISATION = '/user/fca/categorization';
const RISK = '/user/fca/risk-assessment';

/** The routes of the UK regulatory journey (spec 001 section 2 route groups). */
export const fcaPaths = {
  categorisationStart: `${CATEGORISATION}/start`,
  categorisationQuestion: (setId: string, questionId: string) =>
    `${CATEGORISATION}/questionnaire/${encodeURIComponent(setId)}/${encodeURIComponent(questionId)}`,
  categorisationAgreement: `${CATEGORISATION}/agreement`,
  categorisationFailed: `${CATEGORISATION}/failed`,
  riskStart: `${RISK}/start`,
  riskQuestion: (setId: string, questionId: string) =>
    `${RISK}/questionnaire/${encodeURIComponent(setId)}/${encodeURIComponent(questionId)}`,
  riskSuccess: `${RISK}/success`,
  riskFailed: `${RISK}/failed`,
  riskFailureNotification: `${RISK}/failure-notification`,
  riskLimitReached: `${RISK}/limit-reached`,
  coolingOff: '/user/fca-cooling-off-period',
} as const;
