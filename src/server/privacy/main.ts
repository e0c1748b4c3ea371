import { runPrivacy } from './run';

// `npm run privacy -- <command>`: see run.ts, and the README's privacy section.
process.exitCode = await runPrivacy(process.argv.slice(2), process.env, {
  print: (line) => console.log(line),
  error: (line) => console.error(line),
});
