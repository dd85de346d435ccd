import type { KycForm } from '@ferry/contracts';
import { field, form, hint } from './field.js';

const options = (...names: string[]) => names.map((name) => ({ name, value: name.toLowerCase().replace(/[^a-z0-9]+/g, '_') }));

export function sourceOfIncomeForm(): KycForm {
  return form('sourceOfIncome', [
    hint('sourceHint', 'Orders of this size need a few answers about where your money comes from.'),
    field({
      id: 'sourceOfFunds',
      type: 'select',
      name: 'Source of Funds',
      placeholder: 'Where does the money for your orders come from?',
      options: options('Salary', 'Business income', 'Investments', 'Savings', 'Inheritance or gift', 'Sale of property'),
    }),
    field({
      id: 'employmentStatus',
      type: 'select',
      name: 'Employment Status',
      options: options('Employed', 'Self-employed', 'Retired', 'Student', 'Not employed'),
    }),
    field({
      id: 'annualVolume',
      type: 'select',
      name: 'Expected Yearly Volume',
      info: 'How much you expect to buy or sell with Ferry in a year.',
      options: options('Under 15,000', '15,000 to 50,000', '50,000 to 250,000', 'Over 250,000'),
    }),
  ]);
}
