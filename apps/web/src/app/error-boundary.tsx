import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reportRenderError } from '../lib/report-error';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode; /** Changing it (the route) clears the error. */ resetKey?: string };
type State = { error: unknown; hasError: boolean };

/** spec §4: on a render error show the error screen and report it; chunk-load errors show the reload prompt and are
 * not reported. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    void reportRenderError(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ error: null, hasError: false });
  }

  private goBack = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign('/');
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen chunkLoad={isChunkLoadError(this.state.error)} onGoBack={this.goBack} />;
    return this.props.children;
  }
}
