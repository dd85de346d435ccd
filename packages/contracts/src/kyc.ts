import { z } from 'zod';
import { KycLevel, SubmissionStatus } from './enums.js';
import { ApiKey } from './partner.js';

/**
 * Identity checks (spec 000 sections 3, 5 and 7 "KYC and forms"; spec 001 section 7).
 * Forms come from the server (`GET kyc/get-forms`) so compliance can change them without a
 * release; each form names the endpoint its values are sent to.
 */

/** The KYC forms of spec 000 section 2, in the order the server may ask for them. */
export const KycFormId = z.enum([
  'kycReliance',
  'kycDetailsExpired',
  'kycUpgrade',
  'personalDetails',
  'address',
  'usSSN',
  'purposeOfUsage',
  'idProof',
  'sourceOfIncome',
  'documentProof',
]);
export type KycFormId = z.infer<typeof KycFormId>;

/** Screen titles of the KYC forms (spec 000 section 2). */
export const KYC_FORM_TITLES: Record<KycFormId, string> = {
  personalDetails: 'Personal Details',
  address: 'Address',
  purposeOfUsage: 'Purpose of using Ferry',
  usSSN: 'Social Security Number',
  idProof: 'ID Proof & Selfie',
  kycUpgrade: 'Higher Limits',
  kycReliance: 'Fetching KYC From Partner',
  sourceOfIncome: 'Additional Verification',
  documentProof: 'Source Verification',
  kycDetailsExpired: 'KYC Details Expired',
};

export const FormFieldType = z.enum(['text', 'number', 'select', 'date', 'ssn', 'hint', 'breakLine', 'document', 'multiCheckbox']);
export type FormFieldType = z.infer<typeof FormFieldType>;

/** A value a field holds: text for most, a list for multiCheckbox, a document id for document. */
export const FormFieldValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(50)]);
export type FormFieldValue = z.infer<typeof FormFieldValue>;

/** What a form sends: its field values by field id. */
export const FormValues = z.record(z.string().max(64), FormFieldValue);
export type FormValues = z.infer<typeof FormValues>;

/** A form field (spec 000 section 3 "Form field"). */
export const FormField = z.object({
  id: z.string(),
  name: z.string(),
  type: FormFieldType,
  value: FormFieldValue.nullable(),
  /** Share of the row it takes, out of 2 (1 = half width, 2 = full width). */
  cols: z.number().int().min(1).max(2),
  /** A JavaScript regular expression the trimmed value must match. */
  regex: z.string().nullable(),
  regexErrorMessage: z.string().nullable(),
  placeholder: z.string().nullable(),
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  /** A tooltip beside the label. */
  info: z.string().nullable(),
  /** A line under the field. */
  message: z.string().nullable(),
  isRequired: z.boolean(),
  disabled: z.boolean(),
  hidden: z.boolean(),
  /** The text of hint fields, or a longer explanation under the label. */
  description: z.string().nullable(),
  /** Document fields: the accepted MIME types. */
  acceptableFormats: z.array(z.object({ type: z.string() })),
});
export type FormField = z.infer<typeof FormField>;

/**
 * Where a form's values go. `host` '' is the Ferry API itself; `excludeDisabled` leaves disabled
 * fields out of the payload. For the path `/user` the widget adds the apiKey query parameter.
 */
export const FormEndpoint = z.object({
  host: z.string(),
  path: z.string().regex(/^\/[A-Za-z0-9/_-]*$/),
  method: z.enum(['POST', 'PUT', 'PATCH']),
  excludeDisabled: z.boolean(),
});
export type FormEndpoint = z.infer<typeof FormEndpoint>;

/** The shape every server form shares (spec 000 section 3 "KYC form"): KYC forms and order forms. */
const formShape = {
  formName: z.string(),
  tabs: z.array(z.object({ id: z.string(), name: z.string() })),
  fields: z.array(FormField),
  /** Special screens (reliance, upgrade, refresh intro) do not count as a step. */
  hideProgress: z.boolean(),
  /** What the widget does after a successful submit, in order. */
  onSubmit: z.array(z.enum(['refreshForms', 'refetchUser'])),
  endpoint: FormEndpoint.nullable(),
  /** The widget moves on without sending anything (intro and external screens). */
  noSubmit: z.boolean(),
  /** Prefilled partner userData that passes validation is sent without a click. */
  supportAutoSubmit: z.boolean(),
  /** The step message shown while the step is incomplete (spec 000 section 5). */
  message: z.string().nullable(),
  bannerMessage: z.string().nullable(),
  /** Screen data of special forms: see IdProofData, KycRelianceData, KycUpgradeData. */
  data: z.record(z.string(), z.unknown()).nullable(),
};

/** A KYC form (spec 000 section 3 "KYC form"). */
export const KycForm = z.object({ id: KycFormId, ...formShape });
export type KycForm = z.infer<typeof KycForm>;

/** Any server form the dynamic form engine renders: a KYC form or an order form, by its id. */
export const ServerForm = z.object({ id: z.string(), ...formShape });
export type ServerForm = z.infer<typeof ServerForm>;

export const KycFlowType = z.enum(['STANDARD', 'RELIANCE', 'UPGRADE', 'REFRESH']);
export type KycFlowType = z.infer<typeof KycFlowType>;

/** GET kyc/get-forms: the forms the user still has to fill (spec 000 section 3 "KYC session"). */
export const KycSession = z.object({
  onboardingSessionId: z.string(),
  kycFlowType: KycFlowType,
  /** The level this journey needs (from the quote amount, the product and the risk engine). */
  kycType: KycLevel,
  kycTypeRequiredDuringJourney: KycLevel,
  isKycRefresh: z.boolean(),
  forms: z.array(KycForm),
  /** Steps of the whole journey that count ('KYC Step n/m'), done ones included. */
  totalSteps: z.number().int().min(0),
  /** Forms in `forms` that are not steps (hideProgress). */
  invisibleSteps: z.number().int().min(0),
});
export type KycSession = z.infer<typeof KycSession>;

/** `metadata` of kyc/get-forms, sent as a JSON string. */
export const KycFormsMetadata = z.object({
  quoteId: z.string().max(16_384).optional(),
  /** The off-ramp stream ("dedicated wallet address") journey: STANDARD KYC at least. */
  isDWA: z.boolean().optional(),
  formType: z.literal('KYC').default('KYC'),
  kycShareToken: z.string().min(1).max(2048).optional(),
  kycShareTokenProvider: z.literal('SUMSUB').optional(),
});
export type KycFormsMetadata = z.infer<typeof KycFormsMetadata>;

const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** GET kyc/get-forms?onlyFormIds=a,b&metadata={...} */
export const KycFormsQuery = z.object({
  onlyFormIds: z
    .string()
    .max(400)
    .transform((text) => text.split(',').map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(KycFormId))
    .optional(),
  metadata: jsonText(KycFormsMetadata).optional(),
});

/** PATCH /user?apiKey (personal details) takes the optional partner key. */
export const UserUpdateQuery = z.object({ apiKey: ApiKey.optional() });

/** The answer of every form submit. */
export const KycFormSubmitResponse = z.object({
  formId: KycFormId,
  kycStatus: SubmissionStatus,
});
export type KycFormSubmitResponse = z.infer<typeof KycFormSubmitResponse>;

/** idProof screen data: the provider's verification page for one workflow run. */
export const IdProofData = z.object({
  workflowRunId: z.string(),
  verificationUrl: z.string(),
});
export type IdProofData = z.infer<typeof IdProofData>;

/** GET kyc/workflow-run-id/status?workflowRunId (spec 000 section 3 "External KYC status"). */
export const ExternalKycStatusQuery = z.object({ workflowRunId: z.uuid() });
/** NOT_SUBMITTED is the pending value; anything else sends the user to the profile. */
export const ExternalKycStatus = z.object({ status: SubmissionStatus });
export type ExternalKycStatus = z.infer<typeof ExternalKycStatus>;

/** Pending form ids a KYC reliance can ask for (spec 000 section 3). */
export const PendingFormId = z.enum([
  'PERSONAL_DETAILS',
  'ADDRESS',
  'SSN',
  'ID_PROOF_SELFIE',
  'SOURCE_FUNDS',
  'RESIDENTIAL_ADDRESS',
  'IDENTITY_DOCUMENT',
]);
export type PendingFormId = z.infer<typeof PendingFormId>;

/** kycReliance screen data: where to poll. */
export const KycRelianceData = z.object({ pollingPath: z.string(), provider: z.literal('SUMSUB') });
export type KycRelianceData = z.infer<typeof KycRelianceData>;

/** The reliance poll answer; PENDING until the provider has answered. */
export const KycReliancePoll = z.object({
  shareTokenStatus: z.enum(['PENDING', 'DONE', 'FAILED']),
  moreInfo: z
    .object({ messageId: z.string().nullable(), required: z.boolean(), pendingKycForms: z.array(PendingFormId) })
    .nullable(),
});
export type KycReliancePoll = z.infer<typeof KycReliancePoll>;

/** kycUpgrade screen data: the level held, the level needed and their per-order limits. */
export const KycUpgradeData = z.object({
  currentLevel: KycLevel,
  requiredLevel: KycLevel,
  fiatCurrency: z.string(),
  currentLimit: z.string().nullable(),
  requiredLimit: z.string().nullable(),
});
export type KycUpgradeData = z.infer<typeof KycUpgradeData>;

/** POST upload/doc (multipart: docId, file). */
export const UploadDocResponse = z.object({
  documentId: z.uuid(),
  docId: z.string(),
  originalFileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type UploadDocResponse = z.infer<typeof UploadDocResponse>;

/** Per-order limits of each level, in the quote's fiat; above STANDARD's limit ENHANCED is needed. */
export const KYC_LEVEL_LIMITS: Record<'SIMPLE' | 'STANDARD', Record<string, string>> = {
  SIMPLE: { EUR: '150', GBP: '130', USD: '160', INR: '14000' },
  STANDARD: { EUR: '15000', GBP: '13000', USD: '16000', INR: '1400000' },
};
/** Approved KYC details must be verified again after this many days (KYC refresh). */
export const KYC_REFRESH_AFTER_DAYS = 365;
/** The sandbox provider decides this long after a submission. */
export const SANDBOX_KYC_DECISION_MS = 3000;

/** Address fields (spec 000 section 3). */
export const AddressFields = z.object({
  countryCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  state: z.string(),
  city: z.string(),
  postCode: z.string(),
});
export type AddressFields = z.infer<typeof AddressFields>;

/** GET address-autocomplete?input=&countryCode= */
export const AddressSuggestionsQuery = z.object({
  input: z.string().trim().min(2).max(200),
  countryCode: z.string().regex(/^[A-Z]{2}$/).optional(),
});
export const AddressSuggestion = z.object({ placeId: z.string(), description: z.string() });
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/** GET address-autocomplete/{placeId}: the place's parts; a missing state is ''. */
export const AddressPlaceParams = z.object({ placeId: z.string().min(1).max(200) });
/** @alias The place's address, field by field (address autocomplete's answer). */
export const AddressPlace = AddressFields;
/** @alias */
export type AddressPlace = AddressFields;

/** Sandbox console: decide an application held for manual review. */
export const SandboxKycDecisionBody = z.object({
  email: z.email(),
  decision: z.enum(['APPROVED', 'REJECTED']),
  reasons: z.array(z.string().min(1).max(300)).max(10).optional(),
});
export const SandboxKycUserBody = z.object({ email: z.email() });
export const SandboxKycProviderBody = z.object({ isAvailable: z.boolean() });
export const SandboxKycReviewItem = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  level: KycLevel.nullable(),
  submittedAt: z.string().nullable(),
});
export type SandboxKycReviewItem = z.infer<typeof SandboxKycReviewItem>;
export const SandboxKycState = z.object({
  isProviderAvailable: z.boolean(),
  inReview: z.array(SandboxKycReviewItem),
});
export type SandboxKycState = z.infer<typeof SandboxKycState>;
