import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { Server } from 'node:net';

// The unit layer stays fast and needs nothing installed: a unit test that starts a server (any
// HTTP or TCP listener) or a process (a build, redis-server, a CLI) fails here with a message
// that says where such a test belongs, instead of quietly slowing every `npm run test:unit`.
const MOVE_IT = 'belongs in integration/ (or e2e/ for a browser), not in the unit layer';

Server.prototype.listen = function listen(): never {
  throw new Error(`A unit test started a server: it ${MOVE_IT}.`);
};

const processStarters = [
  'spawn',
  'spawnSync',
  'exec',
  'execSync',
  'execFile',
  'execFileSync',
  'fork',
] as const;
for (const name of processStarters) {
  Object.defineProperty(childProcess, name, {
    value: () => {
      throw new Error(`A unit test started a process (${name}): it ${MOVE_IT}.`);
    },
    configurable: true,
    writable: true,
  });
}
// Named imports (`import { spawn } from 'node:child_process'`) see the change too.
syncBuiltinESMExports();
