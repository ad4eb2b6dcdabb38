import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Renders the translated error with a retry that remounts the children. */
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown) => void;
}

/**
 * One per widget: a render error shows a translated message instead of a blank element, and
 * never takes down the other widgets on the page (each has its own React root and boundary).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The component stack helps the provider's developers; it holds no patient data.
    console.error('[rad-widgets] widget failed', error, info.componentStack);
    this.props.onError(error);
  }

  retry = (): void => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key on retry remounts the subtree from a clean state.
    return <ErrorBoundaryContent key={this.state.attempt}>{this.props.children}</ErrorBoundaryContent>;
  }
}

function ErrorBoundaryContent({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
