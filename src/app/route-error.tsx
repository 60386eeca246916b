// Shown when a page fails to render or its code fails to load: says what failed, offers Reload.
// The boundary sits around the routed page, so the header and footer stay; it clears when the
// address changes.
import { Component, type ReactNode } from 'react';
import { ContentHydrated } from '@/lib/use-hydrated';
import { i18n } from '@/lib/i18n/i18n';

function describe(error: unknown): string {
  if (error instanceof Error) {
    // Vite names the module it could not fetch: "Failed to fetch dynamically imported module: …".
    if (
      /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
        error.message,
      )
    ) {
      return i18n._('error.chunk', { detail: error.message });
    }
    return error.message;
  }
  return String(error);
}

function RouteError({ error }: { error: unknown }) {
  return (
    <main className="page page-narrow" role="alert">
      <ContentHydrated />
      <h1>{i18n._('error.title')}</h1>
      <p>{describe(error)}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {i18n._('common.reload')}
      </button>
    </main>
  );
}

interface Props {
  /** The address: a new one clears a failure. */
  address: string;
  children: ReactNode;
}
interface State {
  address: string;
  failure: { error: unknown } | null;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { address: this.props.address, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.address === state.address ? null : { address: props.address, failure: null };
  }

  override render() {
    return this.state.failure ? (
      <RouteError error={this.state.failure.error} />
    ) : (
      this.props.children
    );
  }
}
