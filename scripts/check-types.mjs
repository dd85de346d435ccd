// Type-checks every workspace with its own tsconfig; one failure fails the check.
import { execFileSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/rules',
  'packages/sdk',
  'apps/server',
  'apps/widget',
  'tsconfig.tools.json',
];
let failed = false;
for (const project of projects) {
  try {
    execFileSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    console.log(`types ok: ${project}`);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
