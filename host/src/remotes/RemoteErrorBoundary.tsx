import { Component, type ErrorInfo, type ReactNode } from 'react';
import { emit, REMOTE_SCOPES, type RemoteId } from '@app/shared';
import { usePreviousAfterReload } from './fallbacks';

interface Props {
  remote: string;
  fallback: (retry: () => void, error: Error) => ReactNode;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

const RELOAD_FLAG = 'vistas.chunk-reload';

/** Chunk-load failures right after a deploy: reload the page once to pick up new files. */
export function isChunkLoadError(e: unknown): boolean {
  const err = e as { name?: string; message?: string } | null;
  return !!err && (err.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(err.message ?? ''));
}

/** Around every remote mount: a remote that throws never takes the shell down with it. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      try {
        if (!sessionStorage.getItem(RELOAD_FLAG)) {
          sessionStorage.setItem(RELOAD_FLAG, '1');
          location.reload();
          return;
        }
        // Still failing after the reload: boot this remote on its previous version.
        if (usePreviousAfterReload(REMOTE_SCOPES[this.props.remote as RemoteId] ?? '')) {
          location.reload();
          return;
        }
      } catch {
        /* no session storage: show the panel */
      }
    }
    emit('error/report', { error, remote: this.props.remote, context: { componentStack: info.componentStack } });
  }

  retry = () => this.setState({ error: null });

  render() {
    if (this.state.error) return this.props.fallback(this.retry, this.state.error);
    return this.props.children;
  }
}

/** Once a page rendered fine, a later chunk error may reload again. */
export function clearChunkReloadFlag(): void {
  try {
    sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    /* ignore */
  }
}
