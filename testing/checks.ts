// The first half of `npm test`: the format check, the linter, the type check and the production
// build, side by side. Each is one single-threaded process for most of its time, so two cores
// carry them together in about the time of the longest. Each one's output is printed whole once
// it ends, in this order, so the log reads as if they had run one after another; the exit code
// is non-zero if any failed.
import { spawn } from 'node:child_process';

const STEPS = ['format:check', 'lint', 'typecheck', 'build'];

interface Outcome {
  step: string;
  code: number;
  output: string;
  seconds: number;
}

function run(step: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', step], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      done({ step, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

const outcomes = STEPS.map(run);
let failed = false;
for (const pending of outcomes) {
  const { step, code, output, seconds } = await pending;
  process.stdout.write(output);
  console.log(`${code === 0 ? 'passed' : 'FAILED'}: npm run ${step} (${seconds.toFixed(1)} s)\n`);
  if (code !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
