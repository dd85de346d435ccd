import { DEFAULT_INFO_LINKS, type InfoLinks } from '@ferry/contracts';
import { useInitWidget } from './get-init-widget.js';

/**
 * The addresses of Ferry's information pages: the server's (init-widget, set by the deployment's
 * environment), else the pages Ferry serves itself. Never a host that does not exist.
 */
export function useInfoLinks(): InfoLinks {
  return useInitWidget().data?.links ?? DEFAULT_INFO_LINKS;
}
