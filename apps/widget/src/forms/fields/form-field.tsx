import styles from '../forms.module.css';
import { DateField } from './date-field.js';
import { DocumentField } from './document-field.js';
import type { FieldProps } from './field-props.js';
import { MultiCheckboxField } from './multi-checkbox-field.js';
import { PhoneField } from './phone-field.js';
import { SelectField } from './select-field.js';
import { SsnField } from './ssn-field.js';
import { TextField } from './text-field.js';

/** One renderer for every field type of spec 000 section 3 "Form field". */
export function FormFieldView(props: FieldProps) {
  const { field } = props;
  if (field.hidden) return null;
  switch (field.type) {
    case 'hint':
      return <p className={styles.hint}>{field.description ?? field.name}</p>;
    case 'breakLine':
      return <hr className={styles.breakLine} />;
    case 'select':
      return <SelectField {...props} />;
    case 'date':
      return <DateField {...props} />;
    case 'ssn':
      return <SsnField {...props} />;
    case 'document':
      return <DocumentField {...props} />;
    case 'multiCheckbox':
      return <MultiCheckboxField {...props} />;
    case 'number':
    case 'text':
      return field.id === 'mobileNumber' ? <PhoneField {...props} /> : <TextField {...props} />;
  }
}
