// The widget's router: the part of react-router's data-router API the widget uses, with its semantics.
export { createBrowserRouter, createMemoryRouter, NavigationType, redirect } from './router.js';
export type { InitialEntry } from './history.js';
export type { To } from './path.js';
export type { RouteObject } from './route-object.js';
export { RouterProvider, Outlet } from './router-provider.js';
export { Link, Navigate } from './link.js';
export {
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from './hooks.js';
