import type { AddressPlace, FormValues, ServerForm } from '@ferry/contracts';
import { addressFromPlace } from '@ferry/rules';
import { FormFieldView } from './fields/form-field.js';
import styles from './forms.module.css';
import type { useFormState } from './use-form-state.js';
import { AddressLineField } from './address-line-field.js';

type FormState = ReturnType<typeof useFormState>;

/** Renders any server form: every field type, two columns, inline errors. */
export function DynamicForm({ form, state, formId, onSubmit }: { form: ServerForm; state: FormState; formId: string; onSubmit: () => void }) {
  const countryField = form.fields.find((field) => field.id === 'countryCode');
  const fillFromPlace = (place: AddressPlace) => {
    const countryCode = typeof state.values.countryCode === 'string' ? state.values.countryCode : '';
    const filled = addressFromPlace(place, {
      countryOptions: countryField?.options.map((option) => option.value) ?? [],
      currentCountryCode: countryCode,
    });
    const known = new Set(form.fields.map((field) => field.id));
    state.setMany(Object.fromEntries(Object.entries(filled).filter(([id]) => known.has(id))) as FormValues);
  };

  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {form.bannerMessage && <p className={styles.banner}>{form.bannerMessage}</p>}
      {form.fields.map((field) => {
        const props = {
          field,
          value: state.values[field.id],
          error: state.shownError(field.id),
          onChange: (value: FormValues[string]) => state.setValue(field.id, value),
          onBlur: () => state.touch(field.id),
        };
        // Any address form (KYC address, billing address) fills itself from the chosen place.
        if (countryField && field.id === 'addressLine1') {
          const countryCode = typeof state.values.countryCode === 'string' ? state.values.countryCode : '';
          return <AddressLineField key={field.id} {...props} countryCode={countryCode} onPlace={fillFromPlace} />;
        }
        return <FormFieldView key={field.id} {...props} />;
      })}
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </form>
  );
}
