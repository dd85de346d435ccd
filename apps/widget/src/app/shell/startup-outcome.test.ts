import type { PartnerInfo } from '@ferry/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { reportError } from '../../error-tracking/error-tracking.js';
import { startupOutcome, type StartupInput } from './startup-outcome.js';

vi.mock('../../error-tracking/error-tracking.js', () => ({ reportError: vi.fn() }));

const partner: PartnerInfo = {
  apiKey: 'pk_sandbox_demo',
  company: 'Demo Exchange',
  brand: 'Demo',
  logo: '',
  productsAvailed: ['BUY', 'SELL'],
  isNftEnabled: true,
  buyFeePercentage: '1',
  sellFeePercentage: '1',
  kybStatus: 'APPROVED',
  status: 'ACTIVE',
  isFerryOneEnabled: true,
  removePoweredBy: false,
  isFerryOwnPartner: false,
  defaultLanguage: 'en',
};

const ready: StartupInput = {
  isApiKeyWellFormed: true,
  initWidget: { status: 'success', data: { result: true } },
  partner: { status: 'success', data: partner },
  others: [{ status: 'success', data: [] }],
};

const failure = (code: string, status: number, message: string, params: Record<string, string | number> = {}) => ({
  status: 'error' as const,
  error: new ApiError({ code, status, message, traceId: 't', params }),
});

afterEach(() => vi.restoreAllMocks());

describe('widget start', () => {
  it('loads when the host is fine, the partner active and approved, and the data is there', () => {
    expect(startupOutcome(ready)).toEqual({ kind: 'ready' });
  });

  it('waits while any initial data is still loading', () => {
    expect(startupOutcome({ ...ready, others: [{ status: 'pending' }] })).toEqual({ kind: 'loading' });
    expect(startupOutcome({ ...ready, initWidget: { status: 'pending' } })).toEqual({ kind: 'loading' });
  });

  it('an init-widget result of false means a scam referrer, whatever else failed', () => {
    expect(
      startupOutcome({
        ...ready,
        initWidget: { status: 'success', data: { result: false } },
        partner: failure('PARTNER_NOT_FOUND', 404, 'Invalid API Key'),
      }),
    ).toEqual({ kind: 'scam' });
  });

  it('an unknown partner key shows the alert titled Invalid API Key', () => {
    const outcome = startupOutcome({ ...ready, partner: failure('PARTNER_NOT_FOUND', 404, 'Invalid API Key') });
    expect(outcome).toMatchObject({ kind: 'blocked', title: 'Invalid API Key' });
  });

  it('a malformed key is an invalid key without asking the server', () => {
    expect(startupOutcome({ ...ready, isApiKeyWellFormed: false, partner: { status: 'pending' } })).toMatchObject({
      title: 'Invalid API Key',
    });
  });

  it.each([
    ['PARTNER_INACTIVE', 'Shady Exchange Ltd', 'Shady Exchange Ltd has been disabled because of suspicious activity.'],
    ['PARTNER_KYB_NOT_APPROVED', 'Pending Wallet Inc', "Pending Wallet Inc's API key is not active. Please complete the KYB to go live with us."],
  ])('%s shows the spec text worded from the code, with the company from its params, with no title', (code, company, message) => {
    expect(startupOutcome({ ...ready, partner: failure(code, 403, 'server words', { company }) })).toEqual({ kind: 'blocked', message });
  });

  it('a partner answer that is not active or not approved still does not load', () => {
    expect(startupOutcome({ ...ready, partner: { status: 'success', data: { ...partner, status: 'DISABLED' } } })).toEqual({
      kind: 'blocked',
      message: 'Demo Exchange has been disabled because of suspicious activity.',
    });
    expect(
      startupOutcome({ ...ready, partner: { status: 'success', data: { ...partner, kybStatus: 'SUBMITTED' } } }),
    ).toEqual({
      kind: 'blocked',
      message: "Demo Exchange's API key is not active. Please complete the KYB to go live with us.",
    });
  });

  it('a host outside the partner domains shows the Technical Issue dialog', () => {
    expect(startupOutcome({ ...ready, partner: failure('PARTNER_DOMAIN_NOT_ALLOWED', 403, 'x') })).toMatchObject({
      title: 'Technical Issue!',
    });
  });

  it('any other initial data failure shows the default init-data message', () => {
    expect(startupOutcome({ ...ready, others: [failure('INTERNAL', 500, 'boom')] })).toEqual({
      kind: 'blocked',
      message: 'Oops! We were unable to fetch the required data. Please refresh the page.',
    });
  });

  it('an initial data refusal shows the text of its code, never the server English (spec 001 section 8, issue 18)', () => {
    expect(startupOutcome({ ...ready, others: [failure('PRODUCT_NOT_AVAILED', 403, 'server words', { company: 'Acme', product: 'SELL' })] })).toEqual({
      kind: 'blocked',
      message: 'Acme does not offer selling crypto.',
    });
    expect(startupOutcome({ ...ready, others: [failure('FORBIDDEN', 403, 'Currencies are not available in your region.')] })).toEqual({
      kind: 'blocked',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('a 400 at start-up is reported to error tracking, not shown', async () => {
    const report = vi.mocked(reportError);
    report.mockClear();
    const outcome = startupOutcome({ ...ready, others: [failure('VALIDATION_ERROR', 400, 'hostname is bad')] });
    expect(outcome).toEqual({
      kind: 'blocked',
      message: 'Oops! We were unable to fetch the required data. Please refresh the page.',
    });
    await vi.waitFor(() =>
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ status: 400, code: 'VALIDATION_ERROR' }), expect.objectContaining({ phase: 'start-up' })),
    );
  });

  it('no connection at start-up says so', () => {
    expect(startupOutcome({ ...ready, initWidget: failure('NETWORK_ERROR', 0, 'Failed to fetch') })).toMatchObject({
      message: expect.stringMatching(/^Whoops! It seems like your internet connection/),
    });
  });
});
