import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n.js';
import { useLocaleHref } from '../i18n/use-locale-href.js';
import { Button } from '../ui/button.js';
import { claimAutoReload, isChunkLoadError, sessionStore } from './chunk-errors.js';

type Props = {
  children: ReactNode;
  /** When this changes (the path, for a page), a boundary showing an error renders its children again. */
  resetKey?: unknown;
};
type State = { failed: boolean; error: unknown };

/**
 * Shows a plain page instead of a blank screen when rendering fails: "Try again" for an error, or
 * "Reload" when a page's chunk could not be loaded (a new version was deployed). React still needs a
 * class for this.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
    if (isChunkLoadError(error) && claimAutoReload(sessionStore())) window.location.reload();
  }

  override componentDidUpdate(prevProps: Props, prevState: State): void {
    // Only an error already shown is cleared: the update that caught it may itself have changed the key.
    if (prevState.failed && this.state.failed && prevProps.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback newVersion={isChunkLoadError(this.state.error)} onTryAgain={this.reset} />;
  }
}

function ErrorFallback({ newVersion, onTryAgain }: { newVersion: boolean; onTryAgain: () => void }) {
  const t = useT();
  const href = useLocaleHref();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-foreground focus:outline-none">
        {newVersion ? t('A new version of Voxpert is available') : t('Something went wrong')}
      </h1>
      <p className="text-lg text-muted">
        {newVersion
          ? t('Reload the page to get it.')
          : t('This page could not be shown. Try again, or go to the home page.')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {newVersion ? (
          <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
        ) : (
          <Button onClick={onTryAgain}>{t('Try again')}</Button>
        )}
        <Button asChild variant="outline">
          <a href={href('/')}>{t('Go to the home page')}</a>
        </Button>
      </div>
    </div>
  );
}
