import { ErrorCode, type ErrorParams, type FormValues, type KycForm } from '@ferry/contracts';
import { ddMmYyyyToIso, formErrors, mobileNumberProblem, type PhoneProblem, ssnLast4 } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { fieldProblemMessage } from '../../http/field-problem-message.js';
import { findOwnedDocument } from '../documents/documents.service.js';
import type { SubmittableFormId } from './forms/index.js';

/** The English of the phone refusals, for logs and API users; the widget words the code itself. */
const PHONE_MESSAGES: Record<PhoneProblem, string> = {
  MOBILE_NUMBER_INVALID: 'Mobile number must be a valid international phone number',
  MOBILE_NUMBER_NOT_MOBILE: 'Only mobile cellphone numbers are supported',
  MOBILE_NUMBER_LANDLINE: 'SMS is not supported by landline phone number',
};

/** KYC_FORM_INVALID with the field and its problem (a FieldProblem, UNKNOWN_FIELD, SESSION_CHANGED or DOCUMENT_MISSING). */
const invalid = (message: string, params: ErrorParams) => new AppError(ErrorCode.KYC_FORM_INVALID, message, { params });

const text = (values: FormValues, id: string): string => {
  const value = values[id];
  return typeof value === 'string' ? value.trim() : '';
};

/** The same rules the widget runs (packages/rules), against the server's own definition of the form. */
function checkFields(form: KycForm, values: FormValues, now: Date, extraKeys: string[]): void {
  const known = new Set([...form.fields.map((field) => field.id), ...extraKeys]);
  const unknown = Object.keys(values).find((key) => !known.has(key));
  if (unknown) throw invalid(`Unknown field: ${unknown.slice(0, 64)}`, { field: unknown.slice(0, 64), problem: 'UNKNOWN_FIELD' });
  const errors = formErrors(form.fields, values, { now });
  const first = form.fields.find((field) => errors[field.id]);
  const problem = first && errors[first.id];
  if (first && problem) throw invalid(fieldProblemMessage(first, problem), { field: first.id, problem });
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
 * number must be a mobile (three codes of their own), the usSSN form must carry
 * its session key, and documents must be the user's own uploads for that field.
 */
export async function checkedFormValues(ctx: AppContext, input: SubmitInput): Promise<Record<string, unknown>> {
  const { form, values, formId } = input;
  checkFields(form, values, ctx.now(), formId === 'usSSN' ? ['sessionKey'] : []);
  switch (formId) {
    case 'personalDetails': {
      const mobileNumber = text(values, 'mobileNumber');
      const problem = mobileNumberProblem(mobileNumber);
      if (problem) throw new AppError(problem, `Mobile Number: ${PHONE_MESSAGES[problem]}`, { params: { field: 'mobileNumber' } });
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
        throw invalid('Your verification session has changed. Please reload the page and try again.', { problem: 'SESSION_CHANGED' });
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
        if (!document || document.docId !== field.id) throw invalid(`${field.name}: Please upload the document again`, { field: field.id, problem: 'DOCUMENT_MISSING' });
        stored[field.id] = documentId;
      }
      return stored;
    }
  }
}
