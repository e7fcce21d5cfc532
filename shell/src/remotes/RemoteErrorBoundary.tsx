import { FeatureUnavailablePanel as FeatureUnavailable } from './FeatureUnavailablePanel';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { trackError } from '../telemetry/events';

interface Props {
  remote: string;
  /** Full-page routes have no menu to leave by, so the panel offers the way home. */
  bare?: boolean;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches anything one remote route throws — its code failing to load or its page crashing — and
 * shows the fallback panel in the page area only. The layout, the menu and the session live above
 * this boundary and keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Attributed to the remote's version in this page; a load failure was counted as one already.
    trackError(this.props.remote, error);
    console.error(`[shell] remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  // The parent remounts this boundary (new key) with a fresh lazy page, which clears the error.
  private retry = () => this.props.onRetry();

  render() {
    if (this.state.error) {
      return (
        <div className="remote-fallback" data-remote={this.props.remote}>
          <FeatureUnavailable onRetry={this.retry} />
          {this.props.bare && (
            <p className="remote-fallback__home">
              <a href="/">返回首页</a>
            </p>
          )}
        </div>
      );
    }
    return this.props.children;
  }
}
