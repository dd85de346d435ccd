import rows from '../../ui/detail-rows.module.css';
import panel from '../../ui/status-panel.module.css';
import text from '../../ui/text.module.css';
import own from './payment.module.css';

/** The kit's rows and text pieces plus the payment pages' own pieces (copy rows, pay sheet, the PAN and UTR inputs). */
export const styles: Readonly<Record<string, string>> = { ...rows, ...text, heading: panel.heading ?? '', ...own };
