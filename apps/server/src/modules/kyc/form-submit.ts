import { ErrorCode, type FormValues, type KycForm } from '@ferry/contracts';
import { ddMmYyyyToIso, formErrors, mobileNumberProblem, PHONE_SERVER_ERRORS, ssnLast4 } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findOwnedDocument } from '../documents/documents.service.js';
import type { SubmittableFormId } from './forms/index.js';

const invalid = (message: string) => new AppError(ErrorCode.KYC_FORM_INVALID, message);

const text = (values: FormValues, id: string): string => {
  const value = values[id];
  return typeof value === 'string' ? value.trim() : '';
};

/** The same rules the widget runs (packages/rules), against the server's own definition of the form. */
function checkFields(form: KycForm, values: FormValues, now: Date, extraKeys: string[]): void {
  const known = new Set([...form.fields.map((field) => field.id), ...extraKeys]);
  const unknown = Object.keys(values).find((key) => !known.has(key));
  if (unknown) throw invalid(`Unknown field: ${unknown.slice(0, 64)}`);
  const errors = formErrors(form.fields, values, { now });
  const first = form.fields.find((field) => errors[field.id]);
  if (first) throw invalid(`${first.name}: ${errors[first.id]}`);
}

type SubmitInput = {
  userId: string;
  formId: SubmittableFormId;
  form: KycForm;
  values: FormValues;
  onboardingSessionId: string;
};

/**
 * Checks a submitted form and answers what is stored for it. Beyond the field rules: the mobile
 * number must be a mobile (the three phone texts the widget matches), the usSSN form must carry
 * its session key, and documents must be the user's own uploads for that field.
 */
export async function checkedFormValues(ctx: AppContext, input: SubmitInput): Promise<Record<string, unknown>> {
  const { form, values, formId } = input;
  checkFields(form, values, ctx.now(), formId === 'usSSN' ? ['sessionKey'] : []);
  switch (formId) {
    case 'personalDetails': {
      const mobileNumber = text(values, 'mobileNumber');
      const problem = mobileNumberProblem(mobileNumber);
      if (problem) throw invalid(`Mobile Number: ${PHONE_SERVER_ERRORS[problem]}`);
      return {
        firstName: text(values, 'firstName'),
        lastName: text(values, 'lastName'),
        dob: ddMmYyyyToIso(text(values, 'dob')),
        mobileNumber,
      };
    }
    case 'address':
      return Object.fromEntries(['countryCode', 'addressLine1', 'addressLine2', 'city', 'state', 'postCode'].map((id) => [id, text(values, id)]));
    case 'usSSN':
      if (text(values, 'sessionKey') !== input.onboardingSessionId) {
        throw invalid('Your verification session has changed. Please reload the page and try again.');
      }
      return { ssnLast4: ssnLast4(text(values, 'ssn')) };
    case 'purposeOfUsage':
      return { purposes: values.purposes };
    case 'sourceOfIncome':
      return Object.fromEntries(['sourceOfFunds', 'employmentStatus', 'annualVolume'].map((id) => [id, text(values, id)]));
    case 'documentProof': {
      const stored: Record<string, string> = {};
      for (const field of form.fields.filter((candidate) => candidate.type === 'document')) {
        const documentId = text(values, field.id);
        const document = await findOwnedDocument(ctx, { userId: input.userId, documentId });
        if (!document || document.docId !== field.id) throw invalid(`${field.name}: Please upload the document again`);
        stored[field.id] = documentId;
      }
      return stored;
    }
  }
}
