import { ConfigError } from '../src/server/config';
import { SUBMISSION_KINDS } from '../src/submissions/all-kinds';
import { startStack, type StudioOptions } from './stack';
import { studioBuild } from './studio-build';

const port = Number(process.env.PORT ?? 4173);
const contentPort = Number(process.env.CONTENT_PORT ?? 4599);
const dataDir = process.env.DATA_DIR ?? '.data';
const mailPort = Number(process.env.MAIL_PORT ?? 4600);
const partnerPort = Number(process.env.PARTNER_PORT ?? 4601);
const studioPort = Number(process.env.CONTENT_HTTPS_PORT ?? 4602);

/**
 * The Studio staff work the leads in, against the local content service: built once (again only
 * when studio/ changes). Against another content service (SANITY_API_HOST) there is none here:
 * `npm run studio` works against that Sanity project. A failed build leaves the rest running.
 */
async function localStudio(): Promise<StudioOptions | undefined> {
  if (process.env.SANITY_API_HOST) return undefined;
  try {
    const dir = await studioBuild({
      projectId: process.env.SANITY_PROJECT_ID ?? 'local',
      dataset: process.env.SANITY_DATASET || 'production',
    });
    return { port: studioPort, dir };
  } catch (err) {
    console.error(`The Studio could not be built, so it is not served: ${(err as Error).message}`);
    return undefined;
  }
}

let stack;
try {
  stack = await startStack({
    port,
    contentPort,
    dataDir,
    mailPort,
    partnerPort,
    distDir: process.env.OUT_DIR ?? 'dist',
    studio: await localStudio(),
  });
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const types = SUBMISSION_KINDS.map((kind) => JSON.stringify(kind.type)).join(', ');
const query = `*[_type in [${types}]] | order(_createdAt desc)`;
const routes = SUBMISSION_KINDS.map((kind) => kind.route.replace('/api/', ''));
const queryUrl = `${stack.contentUrl}/v${stack.config.apiVersion}/data/query/${stack.config.dataset}?query=${encodeURIComponent(query)}`;
const tokenSource = process.env.SANITY_TOKEN ? '$SANITY_TOKEN' : `$(cat ${dataDir}/dev-token)`;

console.log(`Site         ${stack.siteUrl}/`);
console.log(`Gateway      ${stack.siteUrl}/api/{${[...routes, 'resume', 'challenge'].join(',')}}`);
console.log(`Embed        ${stack.siteUrl}/embed/resin-widgets.js`);
console.log(`Demo         ${stack.siteUrl}/demo/`);
console.log(`Operations   ${stack.siteUrl}/{healthz,readyz,metrics}  (metrics from this machine)`);
if (stack.partnerUrl) {
  const partner = stack.config.partners.find((p) => p.origins.includes(stack.partnerUrl ?? ''));
  console.log(
    `Partner      ${stack.partnerUrl}/demo/?site=${encodeURIComponent(stack.siteUrl)}  (the demo pages on another origin${partner ? `, as partner "${partner.name}"` : ''})`,
  );
}
if (stack.content) {
  console.log(`Content      ${stack.contentUrl} (data in ${dataDir}/content)`);
  console.log(`Submissions  ${stack.contentUrl}/  (listing, from this machine)`);
}
if (stack.studio) {
  console.log(
    `Studio       ${stack.studio.url}  (staff, signed in as the local staff user; the first time, accept the local certificate: README, "The Studio")`,
  );
}
if (stack.mail) {
  console.log(
    `Mail         ${stack.mail.pageUrl}/  (staff mail caught locally, from this machine)`,
  );
} else {
  console.log(`Mail         staff notifications go to ${stack.config.mail?.to.join(', ')}`);
}
console.log(`GROQ         curl -H "Authorization: Bearer ${tokenSource}" '${queryUrl}'`);

const stop = () => void stack.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
