import type { KycForm } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { field, form } from './field.js';

/** The purposes a user may choose (values stored as they are); each worded as `form.purposeOfUsage.purpose.<value>`. */
export const PURPOSES = ['investment', 'trading', 'payments', 'remittance', 'nft', 'dapps'] as const;

export function purposeOfUsageForm(t: Texts, { stored }: { stored?: Record<string, unknown> }): KycForm {
  const purposes = stored?.purposes;
  return form(
    t,
    'purposeOfUsage',
    [
      field({
        id: 'purposes',
        type: 'multiCheckbox',
        name: t('form.purposeOfUsage.purposes'),
        description: t('form.purposeOfUsage.purposes.description'),
        options: PURPOSES.map((value) => ({ name: t(`form.purposeOfUsage.purpose.${value}`), value })),
        value: Array.isArray(purposes) ? purposes.filter((item): item is string => typeof item === 'string') : [],
      }),
    ],
    { supportAutoSubmit: true },
  );
}
