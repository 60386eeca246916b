// Shown when a page fails to render or its code fails to load: says what failed, offers Reload.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) {
    // Vite names the module it could not fetch: "Failed to fetch dynamically imported module: …".
    if (
      /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
        error.message,
      )
    ) {
      return `Part of the app could not be loaded (${error.message}). You may be offline, or a new version was published.`;
    }
    return error.message;
  }
  return String(error);
}

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="page page-narrow" role="alert">
      <h1>Something went wrong</h1>
      <p>{describe(error)}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
