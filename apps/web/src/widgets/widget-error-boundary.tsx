import Alert from '@mui/material/Alert';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ContentProblem() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="widget-error">
      {t('errors.codes.WIDGET_ERROR')}
    </Alert>
  );
}

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
    return this.props.fallback === undefined ? <ContentProblem /> : this.props.fallback;
  }
}
