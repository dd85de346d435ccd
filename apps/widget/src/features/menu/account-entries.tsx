import { useNavigate } from '../../routing/index.js';
import { useSignOut } from '../../api/auth/use-sign-out.js';
import { paths } from '../../config/paths.js';
import { MenuEntry } from './menu-entry.js';
import { LimitsIcon, LogoutIcon, OrdersIcon, ProfileIcon } from './menu-icons.js';
import styles from './menu.module.css';
import { t } from '../../i18n/i18n.js';

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
