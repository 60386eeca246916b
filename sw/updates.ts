// A waiting worker activates only when the page asks (never a silent reload mid-form).
export function installUpdateMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
  });
}
