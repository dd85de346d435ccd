// The widget's router: the part of react-router's data-router API the widget uses, with its semantics.
export { createBrowserRouter, createMemoryRouter, NavigationType, redirect } from './router.js';
export type { NavigateFunction, NavigateOptions, Router } from './router.js';
export type { InitialEntry } from './history.js';
export type { Location, Path, To } from './path.js';
export type { Params, RouteObject } from './route-object.js';
export { RouterProvider, Outlet } from './router-provider.js';
export { Link, Navigate } from './link.js';
export type { LinkProps } from './link.js';
export {
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks.js';
export type { UIMatch } from './hooks.js';
