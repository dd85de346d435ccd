import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from '../../routing/index.js';
import { consumeBackMark, nextHistory } from '../../stores/navigation-history.js';
import { sessionStore } from '../../stores/session-store.js';
import { readLocationState } from '../../layout/location-state.js';

/** Records every screen change in the stored back-navigation history. */
export function NavigationHistoryTracker() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const isBack =
      consumeBackMark() || readLocationState(location.state).isBack === true || navigationType === NavigationType.Pop;
    const entry = `${location.pathname}${location.search}`;
    sessionStore.set('navigationHistory', nextHistory(sessionStore.get('navigationHistory') ?? [], entry, isBack));
  }, [location, navigationType]);

  return null;
}
