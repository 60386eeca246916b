// Starts loading the browser's locale data off the main thread as the app starts (see
// locale-data.worker.ts): the first date a page formats while it hydrates (an event's day and
// time, the calendar's months) would otherwise load it there, in one long task. Imported first by
// main.tsx, so the worker starts before the rest of the entry script runs.
warmLocaleData();

function warmLocaleData(): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./locale-data.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // A browser that refuses the worker loads the data where it is first needed, as before.
  }
}
