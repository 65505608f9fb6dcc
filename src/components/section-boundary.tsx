import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the broken part (defaults to nothing visible but a short note). */
  fallback?: ReactNode;
  /** Name for the console message. */
  name?: string;
  children: ReactNode;
}

/** Contains a failure to one section or route, so its neighbours still show. */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`Section ${this.props.name ?? ''} failed to render:`, error.message, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}
