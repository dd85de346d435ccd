import { KYC_DOCUMENT_FIELDS, KYC_FORM_TITLES, KycFormId, type Language, ORDER_FORM_TITLES, type ServerForm } from '@ferry/contracts';
import { KYC_STEP_MESSAGES } from '@ferry/rules';
import { describe, expect, it } from 'vitest';
import { countriesIn } from '../../../i18n/country-names.js';
import { textsIn } from '../../../i18n/texts.js';
import { bankDetailsForm } from '../../order-forms/forms/bank-details.js';
import { billingAddressForm } from '../../order-forms/forms/billing-address.js';
import { buildForm, type FormInputs } from './index.js';

const countries = [
  { alpha2: 'DE', name: 'Germany' },
  { alpha2: 'GB', name: 'United Kingdom' },
];
const inputs = (language: Language): FormInputs => ({
  language,
  email: 'ada@example.com',
  countries: countriesIn(language, countries),
  stored: () => undefined,
  idProof: { workflowRunId: 'run-1', verificationUrl: 'https://kyc.example/run-1' },
  reliance: { pollingPath: '/kyc/reliance/1', provider: 'SUMSUB' },
  upgrade: { currentLevel: 'SIMPLE', requiredLevel: 'STANDARD', fiatCurrency: 'EUR', currentLimit: '150', requiredLimit: '15000' },
});

/** Every form the server sends, KYC and order forms, in a language. */
function everyForm(language: Language): ServerForm[] {
  const t = textsIn(language);
  return [
    ...KycFormId.options.map((id) => buildForm(id, inputs(language))!),
    billingAddressForm(t, { countries: countriesIn(language, countries), start: null }),
    bankDetailsForm(t, { type: 'SEPA_BANK', accountHolderName: null }),
    bankDetailsForm(t, { type: 'GBP_BANK', accountHolderName: null }),
  ];
}

/** Every text of a form a person reads, by where it sits (the form's place in the list first: bankDetails comes twice). */
function textsOf(form: ServerForm, place: number): Array<[string, string | null]> {
  const texts: Array<[string, string | null]> = [
    [`${form.id}.formName`, form.formName],
    [`${form.id}.message`, form.message],
    [`${form.id}.bannerMessage`, form.bannerMessage],
    ...form.fields.flatMap((field): Array<[string, string | null]> => [
      [`${form.id}.${field.id}.name`, field.name],
      [`${form.id}.${field.id}.placeholder`, field.placeholder],
      [`${form.id}.${field.id}.description`, field.description],
      [`${form.id}.${field.id}.info`, field.info],
      [`${form.id}.${field.id}.message`, field.message],
      [`${form.id}.${field.id}.regexErrorMessage`, field.regexErrorMessage],
      ...field.options.map((option): [string, string] => [`${form.id}.${field.id}.option.${option.value}`, option.name]),
    ]),
  ];
  return texts.map(([where, text]) => [`${place}:${where}`, text]);
}

/** Texts that are the same in both languages: names and examples that are not words. */
const SAME_IN_GERMAN = new Set(['SSN', 'XXX-XX-XXXX', 'IBAN', 'DE89 3704 0044 0532 0130 00', '04-00-04', '12345678']);

describe('the form definitions speak German (issue 18)', () => {
  it('every English text of every form has its own German text, in the same place', () => {
    const english = everyForm('en').flatMap(textsOf);
    const german = new Map(everyForm('de').flatMap(textsOf));
    expect([...german.keys()]).toEqual(english.map(([where]) => where));
    const missing = english.filter(([where, text]) => text && (!german.get(where) || (german.get(where) === text && !SAME_IN_GERMAN.has(text))));
    expect(missing).toEqual([]);
    expect(JSON.stringify([...german])).not.toMatch(/"form\./);
  });

  it('German labels, options and messages read as a German form does', () => {
    const [personalDetails] = everyForm('de').filter((form) => form.id === 'personalDetails');
    expect(personalDetails?.formName).toBe('Persönliche Angaben');
    expect(personalDetails?.fields.map((field) => field.name)).toEqual(['Vorname', 'Nachname', 'Geburtsdatum', 'Mobilnummer', 'E-Mail']);
    const purpose = everyForm('de').find((form) => form.id === 'purposeOfUsage');
    expect(purpose?.message).toBe('Bitte wählen Sie mindestens einen Zweck aus, um fortzufahren');
    expect(purpose?.fields[0]?.options[0]).toEqual({ name: 'Geldanlage', value: 'investment' });
  });

  it('English is the spec and the contracts word for word: titles, step messages, document fields', () => {
    const forms = new Map(everyForm('en').map((form) => [form.id, form]));
    for (const id of KycFormId.options) {
      expect(forms.get(id)?.formName).toBe(KYC_FORM_TITLES[id]);
      expect(forms.get(id)?.message).toBe(KYC_STEP_MESSAGES[id] ?? null);
    }
    expect(forms.get('billingAddress')?.formName).toBe(ORDER_FORM_TITLES.billingAddress);
    expect(forms.get('bankDetails')?.formName).toBe(ORDER_FORM_TITLES.bankDetails);
    const documents = forms.get('documentProof')?.fields.filter((field) => field.type === 'document') ?? [];
    expect(documents.map(({ id, name, description }) => ({ id, name, description }))).toEqual(
      Object.entries(KYC_DOCUMENT_FIELDS).map(([id, spec]) => ({ id, name: spec.name, description: spec.description })),
    );
  });
});
