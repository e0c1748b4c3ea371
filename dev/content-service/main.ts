import { z } from 'zod';
import { startContentService } from './server';

const config = z
  .object({
    CONTENT_PORT: z.coerce.number().int().min(0).max(65535).default(4599),
    CONTENT_HOST: z.string().min(1).default('localhost'),
    CONTENT_DATA_DIR: z.string().min(1).default('.data/content'),
    SANITY_TOKEN: z.string({ error: 'is required' }).min(1, 'is required'),
    SANITY_PROJECT_ID: z.string().min(1).optional(),
    SANITY_DATASET: z.string().min(1).default('production'),
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  })
  .safeParse(process.env);

if (!config.success) {
  for (const issue of config.error.issues)
    console.error(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  process.exit(1);
}

const env = config.data;
const service = await startContentService({
  port: env.CONTENT_PORT,
  hostname: env.CONTENT_HOST,
  dataDir: env.CONTENT_DATA_DIR,
  token: env.SANITY_TOKEN,
  projectId: env.SANITY_PROJECT_ID,
  dataset: env.SANITY_DATASET,
  allowedOrigins: env.ALLOWED_ORIGINS,
});
// Tests start this with CONTENT_PORT=0 and read the chosen port from this line.
console.log(`listening on ${service.url}`);
console.log(`Submissions ${service.url}/`);

const stop = () => void service.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
