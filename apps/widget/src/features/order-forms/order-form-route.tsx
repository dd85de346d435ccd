import { OrderFormId, type OrderForm } from '@ferry/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from '../../routing/index.js';
import { messageForError } from '../../api/error-messages.js';
import { ORDER_FORMS_QUERY_KEY } from '../../api/orders/get-order-forms.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { USER_QUERY_KEY, useUser } from '../../api/user/get-user.js';
import { readLocationState } from '../../layout/location-state.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { ScreenBody } from '../../ui/screen-body.js';
import text from '../../ui/text.module.css';
import { afterOrderForm, orderStepOf } from './after-order-form.js';
import { BankDetailsScreen } from './bank-details-screen.js';
import { OrderFormScreen } from './order-form-screen.js';
import { useOrderForms } from './use-order-forms.js';
import { t } from '../../i18n/i18n.js';

/** Where the flow goes once no order form is left: the next pending one, else on (confirm order or the stream's terms). */
function useMoveOn() {
  const navigate = useNavigate();
  const state = readLocationState(useLocation().state);
  return (bankId?: string) => {
    const next = afterOrderForm({ bankId, state });
    void navigate(next.to, { replace: true, ...(next.state ? { state: next.state } : {}) });
  };
}

/** /user/orderForms without an id: the first pending order form, or on when none is left. */
function FirstPendingForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const moveOn = useMoveOn();
  const { pending } = useOrderForms(null);
  const first = pending.data?.forms[0];
  const isEmpty = pending.isSuccess && !first;
  useEffect(() => {
    if (first) void navigate(`${paths.orderForms}/${first.id}`, { replace: true, state: location.state });
    else if (isEmpty) moveOn();
    // moveOn is made anew each render; the target only changes with the pending list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, isEmpty]);
  return <LoadingScreen />;
}

function FormOfOrder({ form, pendingIds, userId }: { form: OrderForm; pendingIds: string[]; userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const moveOn = useMoveOn();
  const { user } = useUser(usePartner().data?.apiKey);
  const step = orderStepOf(pendingIds, form.id);

  if (form.id === 'bankDetails') {
    return user ? <BankDetailsScreen form={form} user={user} step={step} onBank={moveOn} /> : <LoadingScreen />;
  }
  return (
    <OrderFormScreen
      key={form.id}
      form={form}
      userId={userId}
      step={step}
      onSubmitted={() => {
        // The next pending form follows; the user (billingAddress) and the pending forms are refreshed
        // after leaving, so this screen does not fall back to loading under the user's eyes.
        const next = pendingIds[pendingIds.indexOf(form.id) + 1];
        if (next) void navigate(`${paths.orderForms}/${next}`, { replace: true, state: location.state });
        else moveOn();
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ORDER_FORMS_QUERY_KEY });
      }}
    />
  );
}

function AskedForm({ formId }: { formId: OrderFormId }) {
  const { form, pendingIds, error, refetch } = useOrderForms(formId);
  const { user } = useUser(usePartner().data?.apiKey);
  if (error) {
    return (
      <>
        <Header title={t('orderForms.title')} back="history" />
        <ScreenBody isCentered>
          <p className={text.note} role="alert">
            {messageForError(error)}
          </p>
        </ScreenBody>
        <StickyFooter buttonText={t('orderForms.tryAgain')} onButtonClick={() => void refetch()} />
      </>
    );
  }
  if (!form || !user) return <LoadingScreen />;
  return <FormOfOrder form={form} pendingIds={pendingIds} userId={user.id} />;
}

/**
 * /user/orderForms and /user/orderForms/:formId (spec 000 section 2): the order forms the server
 * serves (billing address, bank details), rendered by the KYC forms' engine. Without an id, the
 * first pending form; an unknown id is page not found.
 */
export function OrderFormRoute() {
  const { formId } = useParams();
  if (formId === undefined) return <FirstPendingForm />;
  const known = OrderFormId.safeParse(formId);
  if (!known.success) return <Navigate to={paths.notFound} replace />;
  return <AskedForm formId={known.data} />;
}
