import type { SVGProps } from 'react';
import { useNavigate } from '../../routing/index.js';
import { useSignOut } from '../../api/auth/use-sign-out.js';
import { paths } from '../../config/paths.js';
import { MenuEntry } from './menu-entry.js';
import styles from './menu.module.css';
import { t } from '../../i18n/i18n.js';

type IconProps = SVGProps<SVGSVGElement>;
const icon = (d: string) =>
  function Icon(props: IconProps) {
    return (
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        <path d={d} />
      </svg>
    );
  };
const ProfileIcon = icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20a8 8 0 0 1 16 0');
const LimitsIcon = icon('M4 20V10M10 20V4M16 20v-7M22 20H2');
const OrdersIcon = icon('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6');
const LogoutIcon = icon('M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10');

/** The signed-in part of the menu (spec 001 section 2): profile, limits, orders and logout. */
export function AccountEntries() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logOut = async () => {
    await signOut();
    void navigate(paths.loginEmail, { replace: true });
  };
  return (
    <nav aria-label={t('menu.account')} className={styles.section}>
      <h2 className={styles.sectionTitle}>{t('menu.account')}</h2>
      <ul className={styles.list}>
        <MenuEntry icon={<ProfileIcon />} label={t('menu.profile')} to={paths.profile} />
        <MenuEntry icon={<LimitsIcon />} label={t('menu.limits')} to={paths.limits} />
        <MenuEntry icon={<OrdersIcon />} label={t('menu.orders')} to={paths.orders} />
        <MenuEntry icon={<LogoutIcon />} label={t('menu.logout')} onClick={() => void logOut()} />
      </ul>
    </nav>
  );
}
