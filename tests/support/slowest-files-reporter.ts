import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

/**
 * Prints the ten slowest test files at the end of a run (with their project),
 * so that the next file to make cheaper is seen at once in CI's output.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return;
    const slowest = [...testModules]
      .map((module) => ({
        seconds: module.diagnostic().duration / 1000,
        name: `${module.project.name} ${path.relative(process.cwd(), module.moduleId)}`,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    const lines = slowest.map(
      ({ seconds, name }) => `${seconds.toFixed(1).padStart(8)} s  ${name}`,
    );
    console.log(`\nThe ${slowest.length} slowest test files:\n${lines.join("\n")}\n`);
  }
}
