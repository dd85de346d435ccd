import type { KycForm, KycSession } from '@ferry/contracts';
import { kycStepOf } from '@ferry/rules';
import { Header } from '../../../layout/header.js';
import { t } from '../../../i18n/i18n.js';

/** The form's title and, for steps, the progress bar 'KYC Step n/m' (spec 000 section 2). */
export function KycHeader({ session, form }: { session: KycSession; form: KycForm }) {
  const step = form.hideProgress ? null : kycStepOf(session, form.id);
  return <Header title={form.formName} back="history" progress={step ? { label: t('kyc.progressLabel'), ...step } : undefined} />;
}
