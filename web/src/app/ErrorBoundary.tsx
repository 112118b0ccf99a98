import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, ErrorText } from '../ui';

/** Catches rendering errors of a subtree so one broken panel never blanks the whole page. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: (error: Error, reset: () => void) => ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('UI error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  render() {
    if (this.state.error)
      return this.props.fallback ? this.props.fallback(this.state.error, this.reset) : <BoundaryFallback error={this.state.error} reset={this.reset} />;
    return this.props.children;
  }
}

function BoundaryFallback({ error, reset }: { error: Error; reset: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState title={t('state.unexpected')} message={<ErrorText error={error} />} onRetry={reset} />;
}

/** Route-level error element (also catches failed lazy chunk loads). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : <ErrorText error={error} />;
  return (
    <main className="main">
      <ErrorState title={t('state.unexpected')} message={message} onRetry={() => window.location.reload()}>
        <Link to="/" className="btn btn-secondary btn-md">
          {t('action.backToDashboard')}
        </Link>
      </ErrorState>
    </main>
  );
}
