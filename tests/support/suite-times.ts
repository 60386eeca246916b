// A Vitest reporter that ends a run with how long each suite (project) took: from its first file
// queued to its last file done, and the time its files spent, setting up their environment apart.
import type { Reporter, TestModule } from 'vitest/node';

interface SuiteTime {
  firstQueued: number;
  lastDone: number;
  files: number;
  inFiles: number;
  environment: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class SuiteTimes implements Reporter {
  private readonly suites = new Map<string, SuiteTime>();

  private suiteOf(module: TestModule): SuiteTime {
    const name = module.project.name || 'default';
    let suite = this.suites.get(name);
    if (!suite) {
      suite = { firstQueued: Date.now(), lastDone: 0, files: 0, inFiles: 0, environment: 0 };
      this.suites.set(name, suite);
    }
    return suite;
  }

  onTestModuleQueued(module: TestModule) {
    this.suiteOf(module);
  }

  onTestModuleEnd(module: TestModule) {
    const suite = this.suiteOf(module);
    const diagnostic = module.diagnostic();
    suite.lastDone = Date.now();
    suite.files += 1;
    suite.environment += diagnostic.environmentSetupDuration;
    suite.inFiles +=
      diagnostic.environmentSetupDuration +
      diagnostic.prepareDuration +
      diagnostic.collectDuration +
      diagnostic.setupDuration +
      diagnostic.duration;
  }

  onTestRunEnd() {
    if (this.suites.size === 0) return;
    const lines = [...this.suites].map(
      ([name, suite]) =>
        `  ${name.padEnd(9)} ${seconds(Math.max(0, suite.lastDone - suite.firstQueued)).padStart(8)}` +
        `  (${suite.files} files; ${seconds(suite.inFiles)} in files, of which` +
        ` ${seconds(suite.environment)} setting up the environment)`,
    );
    process.stdout.write(`\nTime per suite:\n${lines.join('\n')}\n`);
    this.suites.clear();
  }
}
