import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from './PageError.tsx';

interface State {
  error: Error | null;
}

interface Props {
  /** A change (the route) clears the error, so navigating away from a crashed page shows the next one. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a page body that throws in the browser and shows `PageError`; "Try again" renders the page again.
 * (React does not run error boundaries during server rendering: a page that throws there fails the render, and
 * the generator reports it.)
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[docgen] The page crashed.', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return <PageError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
