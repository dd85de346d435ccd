import { vi } from 'vitest';
import type { RouteObject } from '../../routing/index.js';
import { CoolingOffRoute } from './cooling-off-route.js';
import {
  CategorisationAgreementRoute,
  CategorisationFailedRoute,
  CategorisationLayout,
  CategorisationQuestionRoute,
  CategorisationStartRoute,
  RiskAssessmentLayout,
  RiskFailedRoute,
  RiskFailureNotificationRoute,
  RiskLimitReachedRoute,
  RiskQuestionRoute,
  RiskStartRoute,
  RiskSuccessRoute,
} from './routes.js';

/** The FCA part of the route table as the app composes it, with stand-ins where the journey leaves. */
export const fcaTestRoutes: RouteObject[] = [
  {
    path: '/user/fca/categorization',
    Component: CategorisationLayout,
    children: [
      { path: 'start', Component: CategorisationStartRoute },
      { path: 'questionnaire/:setId/:questionId', Component: CategorisationQuestionRoute },
      { path: 'agreement', Component: CategorisationAgreementRoute },
      { path: 'failed', Component: CategorisationFailedRoute },
    ],
  },
  {
    path: '/user/fca/risk-assessment',
    Component: RiskAssessmentLayout,
    children: [
      { path: 'start', Component: RiskStartRoute },
      { path: 'questionnaire/:setId/:questionId', Component: RiskQuestionRoute },
      { path: 'success', Component: RiskSuccessRoute },
      { path: 'failed', Component: RiskFailedRoute },
      { path: 'failure-notification', Component: RiskFailureNotificationRoute },
      { path: 'limit-reached', Component: RiskLimitReachedRoute },
    ],
  },
  { path: '/user/fca-cooling-off-period', Component: CoolingOffRoute },
  { path: '/user/confirm-order', element: <p>confirm order</p> },
  { path: '/', element: <p>exchange</p> },
];

type Answer = { status: number; body: unknown };
export type Handler = (body: unknown) => Answer;

export const ok = (response: unknown): Answer => ({ status: 200, body: { response } });
export const refusal = (status: number, code: string, message = code): Answer => ({ status, body: { statusCode: status, code, message } });

/** A fake server keyed by 'METHOD path' (path without /api/v1); it records the bodies it was sent. */
export function serveFca(handlers: Record<string, Handler>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1\//, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ key, body });
    const answer = handlers[key]?.(body) ?? refusal(404, 'NOT_FOUND');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}
