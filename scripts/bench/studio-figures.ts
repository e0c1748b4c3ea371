import { closeStaffDesk, openStaffDesk, pane } from '../../testing/browser/studio-desk';
import { table } from './table';

/*
 * The Studio's two figures, on the run's Studio build served by the local content service, in
 * Chromium's headless shell as the browser tests drive it: how long a cold open takes (a new
 * browser context, so nothing cached and signing in included) from navigation to the first row
 * of New leads drawn; and how long a write takes to show in the open list, from the moment the
 * write is sent (through @sanity/client, as the gateway writes) to the row drawn, both moments
 * on this machine's clock. No budget yet: recorded to follow them.
 */

const WRITES = 7;
const ms = (value: number) => `${Math.round(value)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function measureStudio(): Promise<void> {
  const desk = await openStaffDesk();
  try {
    const { stack, staff } = desk;
    await stack.reader.create({
      _id: 'application.bench-first',
      _type: 'application',
      status: 'new',
      companyName: 'First Lead Composites',
      applicationName: 'Marine',
    });
    const started = Date.now();
    await staff.goto(`${stack.studio.url}structure/new-leads`);
    await pane(staff, 'New leads').getByRole('link').first().waitFor({ timeout: 120_000 });
    const coldOpen = Date.now() - started;

    const delays: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const name = `Bench Lead ${i} ${Date.now()}`;
      const drawn = staff.waitForFunction(
        (text) =>
          [...document.querySelectorAll('[role="listbox"] a')].some((a) =>
            a.textContent?.includes(text),
          ) && performance.timeOrigin + performance.now(),
        name,
        { polling: 'raf', timeout: 30_000 },
      );
      const sent = Date.now();
      await stack.reader.create({
        _type: 'application',
        status: 'new',
        companyName: name,
        applicationName: 'Marine',
      });
      delays.push(Number(await (await drawn).jsonValue()) - sent);
    }
    console.log('The Studio on the local content service (headless shell, no budget yet):\n');
    table(
      ['figure', 'value'],
      [
        ['cold open to the first row of New leads (sign-in included)', ms(coldOpen)],
        [
          `a write to its row in the open list, median of ${WRITES} (min-max)`,
          `${ms(median(delays))} (${ms(Math.min(...delays))}-${ms(Math.max(...delays))})`,
        ],
      ],
    );
  } finally {
    await closeStaffDesk(desk);
  }
}
