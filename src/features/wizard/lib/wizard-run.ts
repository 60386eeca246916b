// Which run of the wizard an address belongs to: the page remounts the wizard when a navigation
// starts a new run (open other tickets, start again), and keeps it when the first save only adds
// `?draft=` to the address — the run travels in the history entry's state.
export interface WizardRunState {
  wizardRun: string;
}

export const FIRST_RUN = 'first';

export function wizardRunOf(state: unknown): string {
  const run = (state as Partial<WizardRunState> | null)?.wizardRun;
  return typeof run === 'string' ? run : FIRST_RUN;
}

/** Navigation state that starts a new run of the wizard. */
export const newWizardRun = (): WizardRunState => ({ wizardRun: crypto.randomUUID() });
