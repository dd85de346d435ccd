import type { FormFieldValue, FormValues, ServerForm } from '@ferry/contracts';
import { formErrors, initialValues, prefillFromUserData } from '@ferry/rules';
import { fieldProblemText } from '../i18n/form-messages.js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { draftable, readDraft, saveDraft } from './form-drafts.js';

type Start = { values: FormValues; isPrefilled: boolean };

/** Draft first (what the user typed before a reload), else the server's values and the partner's userData. */
function startOf(form: ServerForm, userId: string, userData: Record<string, unknown> | undefined): Start {
  const base = initialValues(form.fields);
  const draft = readDraft(userId, form.id);
  if (draft) return { values: { ...base, ...draft }, isPrefilled: false };
  return prefillFromUserData(form.fields, base, userData);
}

/**
 * The values of one form with their inline errors. Errors show once a field was left; the
 * server's field errors (the phone codes' texts) show until that field changes. Every change is saved as a
 * draft, so a reload loses nothing.
 */
export function useFormState(form: ServerForm, { userId, userData }: { userId: string; userData: Record<string, unknown> | undefined }) {
  const [start] = useState(() => startOf(form, userId, userData));
  const [values, setValues] = useState<FormValues>(start.values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    saveDraft(userId, form.id, draftable(form.fields, values));
  }, [form.fields, form.id, userId, values]);

  const errors = useMemo(() => formErrors(form.fields, values, { now: new Date() }), [form.fields, values]);

  const setValue = useCallback((id: string, value: FormFieldValue) => {
    setValues((current) => ({ ...current, [id]: value }));
    setServerErrors((current) => {
      if (!(id in current)) return current;
      const next = { ...current };
      delete next[id];
      return next;
    });
  }, []);

  const setMany = useCallback((patch: FormValues) => {
    setValues((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...Object.keys(patch)]));
  }, []);

  const touch = useCallback((id: string) => setTouched((current) => (current.has(id) ? current : new Set([...current, id]))), []);

  const problemText = (id: string): string | null => {
    const problem = errors[id];
    const field = form.fields.find((candidate) => candidate.id === id);
    return problem && field ? fieldProblemText(field, problem) : null;
  };
  const shownError = (id: string): string | null => serverErrors[id] ?? (touched.has(id) ? problemText(id) : null);

  return {
    values,
    isValid: Object.keys(errors).length === 0 && Object.keys(serverErrors).length === 0,
    isPrefilled: start.isPrefilled,
    setValue,
    setMany,
    touch,
    shownError,
    setServerError: (id: string, message: string) => setServerErrors((current) => ({ ...current, [id]: message })),
  };
}
