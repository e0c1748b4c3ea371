import { startStack } from './stack';

const port = Number(process.env.PORT ?? 4173);
const stack = await startStack({ port, distDir: process.env.OUT_DIR ?? 'dist' });
console.log(`Site      ${stack.siteUrl}/`);
console.log(`Embed     ${stack.siteUrl}/embed/resin-widgets.js`);
console.log(`Demo      ${stack.siteUrl}/demo/`);

const stop = () => void stack.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
