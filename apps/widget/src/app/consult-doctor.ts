import type { doctor as Doctor } from './integration-doctor.js';

/**
 * The doctor's code and texts load only when there is something to say, so they stay out of the
 * first-load bundle. A catalogue that cannot load still lets it speak (in ids): it is for developers.
 */
export function consultDoctor(use: (doctor: typeof Doctor) => void): void {
  void import('./integration-doctor.js').then(({ doctor, loadDoctorTexts }) =>
    loadDoctorTexts()
      .catch(() => undefined)
      .then(() => use(doctor)),
  );
}

interface PolicyDocument {
  featurePolicy?: { allowsFeature(feature: string): boolean };
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
}

/** Whether the start gives the doctor anything to look at: an insecure context, nftData, or payment denied to the frame. */
export function isWorthConsulting(nftData: string | undefined, win: Pick<Window, 'isSecureContext'> = window, doc: PolicyDocument = document as PolicyDocument): boolean {
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return win.isSecureContext === false || nftData !== undefined || policy?.allowsFeature('payment') === false;
}
