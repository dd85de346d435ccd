import { POLL_EXTERNAL_KYC_FALLBACK_MS, POLL_EXTERNAL_KYC_MS } from '@ferry/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aUser } from '../../test/user-fixture.js';
import { aField, aForm, aSession, addressForm, fakeServer, failure, ok, personalDetailsForm } from './kyc-test-fixtures.js';
import { KycFormRoute } from './kyc-form-route.js';
import { pollIntervalFor } from './screens/id-proof-screen.js';

function renderKyc(path: string) {
  return renderRoutes(
    [
      { path: '/user/kyc-forms/:formId', element: <KycFormRoute /> },
      { path: '/user/profile', element: <p>profile</p> },
    ],
    { initialEntries: [path], partner: demoPartner },
  );
}

const relianceForm = aForm('kycReliance', [], { formName: 'Fetching KYC From Partner', hideProgress: true, noSubmit: true, endpoint: null, data: { pollingPath: '/kyc/reliance/r-1', provider: 'SUMSUB' } });
const idProofForm = aForm('idProof', [aField({ id: 'idProofHint', type: 'hint', name: '', description: 'Take a photo of your ID.' })], {
  formName: 'ID Proof & Selfie',
  noSubmit: true,
  endpoint: null,
  data: { workflowRunId: '6f1c2b9e-1111-4222-8333-444455556666', verificationUrl: 'http://localhost/sandbox/kyc/6f1c2b9e-1111-4222-8333-444455556666' },
});

beforeEach(() => sessionStore.set('authToken', 'token-1'));
afterEach(() => vi.useRealTimers());

describe('KYC reliance screen (spec 000 section 4 "KYC reliance")', () => {
  it('starts polling after 4 s, polls every 2 s until DONE, then enables Continue', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    const { calls } = fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return ok(aSession([relianceForm, personalDetailsForm]));
      if (call.path === 'kyc/reliance/r-1') {
        polls += 1;
        return ok(polls < 2 ? { shareTokenStatus: 'PENDING', moreInfo: null } : { shareTokenStatus: 'DONE', moreInfo: { messageId: 'M', required: true, pendingKycForms: ['ADDRESS'] } });
      }
      return undefined;
    });
    renderKyc('/user/kyc-forms/kycReliance');
    expect(await screen.findByRole('heading', { name: 'Fetching your KYC details' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(3900));
    expect(calls.filter((call) => call.path === 'kyc/reliance/r-1')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(polls).toBe(1));
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'A few more details needed' })).toBeTruthy();
    expect(screen.getByText('Address')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("FAILED says 'Unable to fetch your KYC details' and falls back to standard KYC", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return ok(aSession([relianceForm, personalDetailsForm]));
      if (call.path === 'kyc/reliance/r-1') return ok({ shareTokenStatus: 'FAILED', moreInfo: null });
      return undefined;
    });
    renderKyc('/user/kyc-forms/kycReliance');
    await screen.findByRole('heading', { name: 'Fetching your KYC details' });
    await act(async () => vi.advanceTimersByTimeAsync(4100));
    expect(await screen.findByRole('heading', { name: 'Unable to fetch your KYC details' })).toBeTruthy();
  });
});

describe('external ID-proof and selfie step (spec 000 sections 4 and 9)', () => {
  it('polls every 2 s once marked complete and every 8 s on the fallback page', () => {
    expect(pollIntervalFor('start')).toBe(false);
    expect(pollIntervalFor('waiting')).toBe(POLL_EXTERNAL_KYC_FALLBACK_MS);
    expect(pollIntervalFor('confirming')).toBe(POLL_EXTERNAL_KYC_MS);
  });

  it('without a camera shows the link to copy or open, e-mails it, and goes to the profile once the status is not NOT_SUBMITTED', async () => {
    let status = 'NOT_SUBMITTED';
    const { calls } = fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return ok(aSession([idProofForm]));
      if (call.path.endsWith('/email-link')) return ok({ isSent: true });
      if (call.path === 'kyc/workflow-run-id/status') return ok({ status });
      return undefined;
    });
    renderKyc('/user/kyc-forms/idProof');
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(idProofForm.data?.verificationUrl);
    expect(await screen.findByText('We have also e-mailed you this link.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/email-link'))).toBe(true);
    status = 'SUBMITTED';
    fireEvent.click(screen.getByRole('button', { name: "I've completed verification" }));
    expect(await screen.findByText('profile', {}, { timeout: 4000 })).toBeTruthy();
  });
});

describe('address autocomplete (spec 000 section 5)', () => {
  it('fills the address from the chosen place; the state falls back to the country code; the country stays when not offered', async () => {
    fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return ok(aSession([addressForm]));
      if (call.path === 'address-autocomplete') return ok([{ placeId: 'sandbox-17', description: '1 Raffles Place, 048616, Singapore, Singapore' }]);
      if (call.path === 'address-autocomplete/sandbox-17') {
        return ok({ countryCode: 'SG', addressLine1: '1 Raffles Place', addressLine2: '', state: '', city: 'Singapore', postCode: '048616' });
      }
      return undefined;
    });
    renderKyc('/user/kyc-forms/address');
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: 'DE' } });
    fireEvent.change(await screen.findByLabelText('Address Line 1'), { target: { value: 'Raffles' } });
    fireEvent.click(await screen.findByRole('option', { name: /1 Raffles Place/ }, { timeout: 2000 }));
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Singapore'));
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('SG');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('DE');
    expect((screen.getByLabelText('Post Code') as HTMLInputElement).value).toBe('048616');
  });

  it('a user who leaves the address line and comes back at once still gets suggestions for what they type', async () => {
    fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return ok(aSession([addressForm]));
      if (call.path === 'address-autocomplete') return ok([{ placeId: 'sandbox-17', description: '1 Raffles Place, 048616, Singapore, Singapore' }]);
      return undefined;
    });
    renderKyc('/user/kyc-forms/address');
    const line = await screen.findByLabelText('Address Line 1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.blur(line);
      fireEvent.focus(line);
      fireEvent.change(line, { target: { value: 'Raffles' } });
      // The close the blur scheduled comes due after the typing, as it can on a busy phone.
      act(() => vi.advanceTimersByTime(400));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('option', { name: /1 Raffles Place/ }, { timeout: 2000 })).toBeTruthy();
  });
});

describe('document and SSN fields (spec 000 section 5)', () => {
  const documentForm = aForm(
    'documentProof',
    [aField({ id: 'proofOfIncome', type: 'document', name: 'Proof of Income', acceptableFormats: [{ type: 'application/pdf' }] })],
    { formName: 'Source Verification', message: 'Please upload all the necessary documents' },
  );
  const ssnForm = aForm('usSSN', [aField({ id: 'ssn', type: 'ssn', name: 'SSN' })], { formName: 'Social Security Number', message: 'Please enter SSN number' });

  function serve(form: typeof documentForm) {
    return fakeServer((call) => {
      if (call.path === 'users') return ok(aUser());
      if (call.path === 'kyc/get-forms') return ok(aSession([form]));
      if (call.path === 'upload/doc') return ok({ documentId: '0b6f9c5e-8d1a-4f3e-9a77-3c2d1e0f4a5b', docId: 'proofOfIncome', originalFileName: 'payslip.pdf', mimeType: 'application/pdf', size: 9 });
      if (call.path === 'kyc/forms/usSSN') return failure(400, 'KYC_FORM_INVALID', 'SSN: Please enter a valid SSN');
      return undefined;
    });
  }

  it("refuses a file over 5 MB with 'Please make sure the file is under 5 MB.' without uploading it", async () => {
    const { calls } = serve(documentForm);
    renderKyc('/user/kyc-forms/documentProof');
    const input = await screen.findByLabelText('Proof of Income');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Please make sure the file is under 5 MB.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'upload/doc')).toBe(false);
  });

  it('refuses a program renamed to .pdf by its bytes, and uploads a real PDF', async () => {
    const { calls } = serve(documentForm);
    renderKyc('/user/kyc-forms/documentProof');
    const input = await screen.findByLabelText('Proof of Income');
    fireEvent.change(input, { target: { files: [new File(['MZ\x90\x00'], 'statement.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('This file type is not accepted. Please upload a PDF.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7\n'], 'payslip.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('payslip.pdf')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'upload/doc')).toHaveLength(1);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('formats the SSN 3-2-4 with a numeric keyboard and sends it with the session key', async () => {
    const { calls } = serve(ssnForm);
    renderKyc('/user/kyc-forms/usSSN');
    expect(await screen.findByText('Please enter SSN number')).toBeTruthy();
    const ssn = (await screen.findByLabelText('SSN')) as HTMLInputElement;
    expect(ssn.getAttribute('inputmode')).toBe('numeric');
    expect(ssn.maxLength).toBe(11);
    fireEvent.change(ssn, { target: { value: '123456789' } });
    expect(ssn.value).toBe('123-45-6789');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.some((call) => call.path === 'kyc/forms/usSSN')).toBe(true));
    expect(calls.find((call) => call.path === 'kyc/forms/usSSN')?.body).toEqual({ ssn: '123-45-6789', sessionKey: 'session-1' });
    expect(await screen.findByText('***-**-6789')).toBeTruthy();
    expect(JSON.stringify(sessionStore.get('kycForms'))).not.toContain('6789');
  });
});
