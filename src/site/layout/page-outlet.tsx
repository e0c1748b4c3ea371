import { Component, Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { retryFailedPages } from '../page-loader';
import { RouteError } from './route-error';

/** Reserves the page's room while a page's chunk loads, so the footer never jumps. */
function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on; leaving it clears the error. */
  errorPath: string | null;
}

/** A page that fails to load or render shows the router's error screen inside the shell. */
class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, errorPath: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (state.error === null) return null;
    if (state.errorPath === null) return { errorPath: props.pathname };
    return state.errorPath === props.pathname ? null : { error: null, errorPath: null };
  }

  override componentDidUpdate(_props: BoundaryProps, previous: BoundaryState) {
    if (previous.error !== null && this.state.error === null) retryFailedPages();
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The page area of the shell. One boundary and one Suspense for every page, never remounted:
 * a navigation is a transition, and React keeps showing the current page while the next one's
 * code loads only for a boundary that is already on screen.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
