import type { FormValues, ServerForm } from '@ferry/contracts';
import { formPayload, matchPhoneError, PHONE_FIELD_ERRORS } from '@ferry/rules';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../api/api-error.js';
import { messageForError } from '../api/error-messages.js';
import { submitForm } from '../api/forms/submit-form.js';
import { useStartupParams } from '../api/startup/startup-params.js';
import type { SubmittedInput } from './submit-error-drawer.js';

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
      if (field.type === 'document') return { name: field.name, value: 'Uploaded document' };
      if (field.type === 'select') return { name: field.name, value: field.options.find((option) => option.value === text)?.name ?? text };
      return { name: field.name, value: text };
    });
}

/**
 * Sends a form to its own endpoint (spec 000 section 7). A phone text from the server shows under
 * the mobile number; any other failure opens the drawer with the message and the inputs sent
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
        const message = messageForError(error);
        const phone = isApiError(error) ? matchPhoneError(error.message) : null;
        if (phone && form.fields.some((field) => field.id === 'mobileNumber')) onPhoneError(PHONE_FIELD_ERRORS[phone]);
        else setFailure({ message, inputs: submittedInputs(form, payload) });
        return null;
      }
    },
    [apiKey, form, onPhoneError, send, sessionKey],
  );

  return { submit, isSubmitting, failure, clearFailure: () => setFailure(null) };
}
