import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';

// Loaded only when a widget fails: MUI's Alert is not needed by a page that works.
const ContentProblem = lazy(async () => ({ default: (await import('./content-problem')).ContentProblem }));

type BoundaryProps = {
  children: ReactNode;
  /** Shown instead of the failed part; spec §8's content problem text unless given. */
  fallback?: ReactNode;
};

/**
 * Keeps a failing widget view (or a part that could not be loaded) from taking the area down:
 * spec §8's content problem instead.
 */
export class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Widget view failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Suspense fallback={null}>
        <ContentProblem />
      </Suspense>
    );
  }
}
