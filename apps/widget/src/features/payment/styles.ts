import shared from '../../ui/order-screen.module.css';
import own from './payment.module.css';

/** The order screens' shared layout plus the payment pages' own pieces (copy rows, pay sheet). */
export const styles: Readonly<Record<string, string>> = { ...shared, ...own };
