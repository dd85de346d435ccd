import type { KycForm } from '@ferry/contracts';
import { field, form } from './field.js';

export const PURPOSES = [
  { name: 'Investment', value: 'investment' },
  { name: 'Trading', value: 'trading' },
  { name: 'Paying for goods and services', value: 'payments' },
  { name: 'Sending money to family and friends', value: 'remittance' },
  { name: 'Buying NFTs', value: 'nft' },
  { name: 'Using decentralised apps', value: 'dapps' },
];

export function purposeOfUsageForm({ stored }: { stored?: Record<string, unknown> }): KycForm {
  const purposes = stored?.purposes;
  return form(
    'purposeOfUsage',
    [
      field({
        id: 'purposes',
        type: 'multiCheckbox',
        name: 'Purpose',
        description: 'What will you use Ferry for? Choose all that apply.',
        options: PURPOSES,
        value: Array.isArray(purposes) ? purposes.filter((item): item is string => typeof item === 'string') : [],
      }),
    ],
    { supportAutoSubmit: true },
  );
}
