import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: unknown) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** "404 Not Found" for errors that carry an HTTP-like status, else the error's message. */
function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown };
    if (typeof status === 'number') return [status, typeof statusText === 'string' ? statusText : ''].join(' ').trim();
    if (typeof message === 'string' && message !== '') return message;
  }
  return typeof error === 'string' && error !== '' ? error : 'Erro desconhecido';
}

/** Keeps a failing widget inside its own box: the rest of the page goes on working. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="widget-error" role="alert" part="error">
        <h2 className="widget-error__title">Unexpected Application Error!</h2>
        <p className="widget-error__detail">{describeError(this.state.error)}</p>
      </div>
    );
  }
}
