import type { FormValues, ServerForm } from '@ferry/contracts';
import { type FieldProblem, formPayload, isPhoneProblem } from '@ferry/rules';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { type ApiError, isApiError } from '../api/api-error.js';
import { messageForError } from '../api/error-messages.js';
import { submitForm } from '../api/forms/submit-form.js';
import { fieldProblemText } from '../i18n/form-messages.js';
import { PHONE_ERROR_MESSAGES } from '../i18n/screen-error-messages.js';
import { useStartupParams } from '../api/startup/startup-params.js';
import type { SubmittedInput } from './submit-error-drawer.js';
import { t } from '../i18n/i18n.js';

/** A sent form and the endpoint's answer (parsed by the caller with that endpoint's contract). */
export type Submitted = { response: unknown };

export type SubmitFailure = { message: string; inputs: SubmittedInput[] };

/** The inputs as the user sent them, for the failure drawer; an SSN shows only its last 4 digits. */
function submittedInputs(form: ServerForm, payload: FormValues): SubmittedInput[] {
  return form.fields
    .filter((field) => field.id in payload)
    .map((field) => {
      const value = payload[field.id];
      if (Array.isArray(value)) {
        return { name: field.name, value: value.map((item) => field.options.find((option) => option.value === item)?.name ?? item).join(', ') };
      }
      const text = value ?? '';
      if (field.type === 'ssn') return { name: field.name, value: `***-**-${text.slice(-4)}` };
      if (field.type === 'document') return { name: field.name, value: t('forms.submitted.document') };
      if (field.type === 'select') return { name: field.name, value: field.options.find((option) => option.value === text)?.name ?? text };
      return { name: field.name, value: text };
    });
}

const FIELD_PROBLEMS: ReadonlySet<string> = new Set<FieldProblem>(['REQUIRED', 'INVALID', 'INVALID_DATE']);

/** A refused field of this form ('{field name}: {text}', spec 000 section 5), worded from the code's params. */
function fieldFailureText(form: ServerForm, error: ApiError): string | null {
  const field = form.fields.find((candidate) => candidate.id === error.params.field);
  const problem = String(error.params.problem);
  if (!field || !FIELD_PROBLEMS.has(problem)) return null;
  return t('forms.submitted.fieldProblem', { field: field.name, problem: fieldProblemText(field, problem as FieldProblem) });
}

/**
 * Sends a form to its own endpoint (spec 000 section 7). A refused mobile number (its three
 * codes) shows under the field; any other failure opens the drawer with the message and the inputs sent
 * (spec 000 section 8 "Form submit failure"). Failures the shell announces (401, 429, offline) open nothing.
 */
export function useFormSubmit(form: ServerForm, { sessionKey, onPhoneError }: { sessionKey: string; onPhoneError: (message: string) => void }) {
  const { apiKey } = useStartupParams();
  const { mutateAsync: send, isPending: isSubmitting } = useMutation({ mutationFn: submitForm });
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const submit = useCallback(
    async (values: FormValues): Promise<Submitted | null> => {
      if (!form.endpoint) return null;
      const payload = formPayload(form.fields, values, form.endpoint);
      if (form.id === 'usSSN') payload.sessionKey = sessionKey;
      setFailure(null);
      try {
        return { response: await send({ endpoint: form.endpoint, payload, apiKey }) };
      } catch (error) {
        if (isApiError(error) && (error.status === 401 || error.status === 429 || error.status === 0)) return null;
        const phone = isApiError(error) && isPhoneProblem(error.code) ? error.code : null;
        if (phone && form.fields.some((field) => field.id === 'mobileNumber')) onPhoneError(PHONE_ERROR_MESSAGES[phone]);
        else {
          const message = (isApiError(error) ? fieldFailureText(form, error) : null) ?? messageForError(error);
          setFailure({ message, inputs: submittedInputs(form, payload) });
        }
        return null;
      }
    },
    [apiKey, form, onPhoneError, send, sessionKey],
  );

  return { submit, isSubmitting, failure, clearFailure: () => setFailure(null) };
}
