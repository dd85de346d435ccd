import { Component, type ReactNode } from 'react';
import { RouteContext, RouteErrorContext } from './contexts.js';
import { useRouteError } from './hooks.js';
import type { Location } from './path.js';
import type { RouteMatch } from './route-object.js';

interface Props {
  location: Location;
  match: RouteMatch;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  location: Location;
  caught: { error: unknown } | null;
}

/** Shows the route's error element in its place when something below fails to render; a move elsewhere clears it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { location: this.props.location, caught: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { location: props.location, caught: null };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <RouteContext.Provider value={{ match: this.props.match, outlet: null }}>
        <RouteErrorContext.Provider value={caught.error}>
          {this.props.fallback}
        </RouteErrorContext.Provider>
      </RouteContext.Provider>
    );
  }
}

/** What a route tree without an error boundary of its own shows. */
export function DefaultErrorElement() {
  const error = useRouteError();
  return (
    <>
      <h2>Unexpected Application Error!</h2>
      <p>{error instanceof Error ? error.message : JSON.stringify(error)}</p>
    </>
  );
}
