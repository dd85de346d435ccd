import type { KycForm } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { field, form, hint } from './field.js';

/** The answers of each question (values stored as they are); each worded as `form.sourceOfIncome.<question>.<value>`. */
export const SOURCE_OF_INCOME_OPTIONS = {
  sourceOfFunds: ['salary', 'business_income', 'investments', 'savings', 'inheritance_or_gift', 'sale_of_property'],
  employmentStatus: ['employed', 'self_employed', 'retired', 'student', 'not_employed'],
  annualVolume: ['under_15_000', '15_000_to_50_000', '50_000_to_250_000', 'over_250_000'],
} as const;

export function sourceOfIncomeForm(t: Texts): KycForm {
  const options = (question: keyof typeof SOURCE_OF_INCOME_OPTIONS) =>
    SOURCE_OF_INCOME_OPTIONS[question].map((value) => ({ name: t(`form.sourceOfIncome.${question}.${value}`), value }));
  return form(t, 'sourceOfIncome', [
    hint('sourceHint', t('form.sourceOfIncome.hint')),
    field({
      id: 'sourceOfFunds',
      type: 'select',
      name: t('form.sourceOfIncome.sourceOfFunds'),
      placeholder: t('form.sourceOfIncome.sourceOfFunds.placeholder'),
      options: options('sourceOfFunds'),
    }),
    field({
      id: 'employmentStatus',
      type: 'select',
      name: t('form.sourceOfIncome.employmentStatus'),
      options: options('employmentStatus'),
    }),
    field({
      id: 'annualVolume',
      type: 'select',
      name: t('form.sourceOfIncome.annualVolume'),
      info: t('form.sourceOfIncome.annualVolume.info'),
      options: options('annualVolume'),
    }),
  ]);
}
