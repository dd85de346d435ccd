import { environmentSettings } from '@ferry/rules';

/** Settings of the deployment the widget is served from, read once from its own host name. */
export const environment = environmentSettings(window.location.hostname);
