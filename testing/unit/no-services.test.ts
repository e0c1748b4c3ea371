// @vitest-environment node
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { expect, it } from 'vitest';

// The unit project loads ./no-services.ts before every file, this one included.
it('fails a unit test that starts a process, naming where it belongs', () => {
  expect(() => spawn('true')).toThrow(
    'A unit test started a process (spawn): it belongs in integration/',
  );
});

it('fails a unit test that starts a server, naming where it belongs', () => {
  expect(() => createServer().listen(0)).toThrow(
    'A unit test started a server: it belongs in integration/',
  );
});
