import { Navigate, useParams } from '../../routing/index.js';
import { paths } from '../../config/paths.js';
import { BankDetailsRoute } from './bank-details-route.js';

/**
 * Order forms (spec 000 section 2 "Order-form route"), by form id. Bank details exists; the
 * billing address form is not built yet, so it and unknown ids show page not found.
 */
export function OrderFormRoute() {
  const { formId } = useParams();
  if (formId === 'bankDetails') return <BankDetailsRoute />;
  return <Navigate to={paths.notFound} replace />;
}
