import { useId } from 'react';
import { Artwork, artworkUrl } from '../../ui/artwork.js';
import styles from '../forms.module.css';
import { describedFieldProps } from '../../ui/field.js';
import { FieldFrame, inputClass } from './field-frame.js';
import { type FieldProps, textOf } from './field-props.js';
import { t } from '../../i18n/i18n.js';

/** Country fields hold ISO 3166 alpha-2 codes: the chosen country's flag is shown in the field. */
const isCountryField = (fieldId: string) => /countryCode$/.test(fieldId);

export function SelectField({ field, value, error, onChange, onBlur }: FieldProps) {
  const id = useId();
  const text = textOf(value);
  const flag = isCountryField(field.id) && /^[A-Z]{2}$/.test(text) ? artworkUrl.flag(text) : null;
  const select = (
    <select
      id={id}
      name={field.id}
      className={[inputClass(error), flag ? styles.withFlag : ''].join(' ')}
      value={text}
      disabled={field.disabled}
      {...describedFieldProps(id, error, Boolean(field.description))}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      <option value="" disabled>
        {field.placeholder ?? t('forms.select.placeholder')}
      </option>
      {field.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.name}
        </option>
      ))}
    </select>
  );
  return (
    <FieldFrame field={field} inputId={id} error={error}>
      {flag ? (
        <span className={styles.flagged}>
          <Artwork src={flag} alt="" size={20} className={styles.flag} />
          {select}
        </span>
      ) : (
        select
      )}
    </FieldFrame>
  );
}
