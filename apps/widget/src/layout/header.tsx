import { Link, useLocation, useNavigate, type To } from '../routing/index.js';
import { paths } from '../config/paths.js';
import { t } from '../i18n/i18n.js';
import { markNextNavigationAsBack, previousEntry } from '../stores/navigation-history.js';
import { useSessionValue } from '../stores/session-store.js';
import { useCurrentProductParams } from '../stores/widget-params.js';
import { BackIcon, CloseIcon, MenuIcon } from '../ui/icons.js';
import { loadLater } from '../ui/load-later.js';
import type { ProgressBarProps } from '../ui/progress-bar.js';
import { BACK_STATE, readLocationState, type LocationState } from './location-state.js';
import styles from './header.module.css';
import { titleFromPath } from './title-from-path.js';

// The step bar shows only on later screens (KYC, the UK journey), never on the first: its code
// loads when the browser is idle after the first screen (ui/load-later.tsx).
const ProgressBar = loadLater<ProgressBarProps>(async () => (await import('../ui/progress-bar.js')).ProgressBar).Component;

/** A supplied action, a back link, or the previous screen of the navigation history. */
export type HeaderBack = { onClick: () => void } | { to: To } | 'history';

export interface HeaderProps {
  /**
   * Defaults to a name derived from the path (spec 001 section 2), which is English: every screen
   * passes its title from the catalogue, so the default shows only where one was forgotten. '' shows none.
   */
  title?: string;
  back?: HeaderBack;
  progress?: ProgressBarProps;
  /** Hides the hamburger menu on this screen whatever the partner set. */
  hideMenu?: boolean;
}

export function Header({ title, back, progress, hideMenu = false }: HeaderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const history = useSessionValue('navigationHistory');
  // hideMenu per flow (spec 001 section 2): the start-up gate shows no in-flow screen before the
  // parameters are normalised per product.
  const isMenuHiddenByPartner = useCurrentProductParams()?.hideMenu === true;
  const isMenuScreen = location.pathname === paths.menu;

  const goBack = () => {
    if (back === undefined) return;
    if (typeof back === 'object' && 'onClick' in back) {
      markNextNavigationAsBack();
      back.onClick();
      return;
    }
    const target = back === 'history' ? previousEntry(history ?? []) : back.to;
    void navigate(target, { state: BACK_STATE });
  };

  const closeMenu = () => {
    const { from } = readLocationState(location.state);
    void navigate(from ? `${from.pathname}${from.search}` : paths.exchange, { state: BACK_STATE });
  };

  const menuState: LocationState = { from: { pathname: location.pathname, search: location.search } };

  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <div>
          {back !== undefined && (
            <button type="button" className={styles.iconButton} aria-label={t('layout.header.back')} onClick={goBack}>
              <BackIcon />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title ?? titleFromPath(location.pathname)}</h1>
        <div>
          {isMenuScreen ? (
            <button type="button" className={styles.iconButton} aria-label={t('layout.header.closeMenu')} onClick={closeMenu}>
              <CloseIcon />
            </button>
          ) : (
            !hideMenu &&
            !isMenuHiddenByPartner && (
              <Link to={paths.menu} state={menuState} className={styles.iconButton} aria-label={t('layout.header.menu')}>
                <MenuIcon />
              </Link>
            )
          )}
        </div>
      </div>
      {progress && (
        <div className={styles.progress}>
          <ProgressBar {...progress} />
        </div>
      )}
    </header>
  );
}
