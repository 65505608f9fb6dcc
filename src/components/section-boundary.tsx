import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the broken part (nothing by default: the neighbours close the gap). */
  fallback?: ReactNode;
  /** Name for the console message. */
  name?: string;
  /** When this changes, a failed part is tried again (a fresh record may fix it). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Contains a failure to one section or route, so its neighbours still show. Used per
 * route (keyed by path), per page band (`Section`), and around the header, footer and widgets.
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`Section ${this.props.name ?? ''} failed to render:`, error.message, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}
