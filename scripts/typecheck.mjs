// Type-checks the workspaces side by side: tsc works on one core, so on two cores the three
// checks take about as long as the largest one alone. Each project's output is printed whole.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = ['packages/domain', 'apps/server', 'apps/web'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} tsc -p ${project}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(projects.map(check));
if (results.includes(false)) process.exit(1);
