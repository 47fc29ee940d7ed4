// A part of the page whose code is a chunk of its own (React.lazy) fails to load when the signal
// is gone at the moment it is first needed. Without a boundary of its own that failure reaches the
// route's error page and replaces the whole page ('Algo salió mal'). This boundary keeps it to
// the part: it draws `fallback` instead, and tries the chunk again when the signal returns.
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What stands in for the part while its code cannot be loaded. */
  fallback: ReactNode;
  /** Called before trying again: a React.lazy that failed stays failed, so make a new one here. */
  onRetry?: () => void;
}

export class LoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private retry = () => {
    if (!this.state.failed) return;
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
