// @vitest-environment node
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTemporary, type Running } from '../../testing/services/content-service';

let running: Running;

beforeEach(async () => {
  running = await startTemporary();
});

afterEach(async () => {
  await running.stop();
});

async function listing(): Promise<string> {
  const response = await fetch(`${running.service.url}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** fetch() will not send a Host header of our choosing, so speak HTTP directly. */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('submissions listing', () => {
  it("shows a stored contact's name HTML-escaped, without needing the token", async () => {
    await running.client.create({
      _id: 'contact.1',
      _type: 'contact',
      name: '<img src=x onerror=alert(1)> & "Ann"',
      email: 'ann@example.com',
    });
    const html = await listing();
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Ann&#34;');
    expect(html).not.toContain('<img');
    expect(html).toContain('ann@example.com');
  });

  it('lists contact, inquiry and career submissions newest first, and nothing else', async () => {
    await running.client.create({ _id: 'contact.a', _type: 'contact', name: 'First Visitor' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await running.client.create({
      _id: 'application.b',
      _type: 'application',
      name: 'Second Visitor',
      applicationName: 'Vaccum Infusion',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await running.client.create({ _id: 'career.c', _type: 'career', name: 'Third Visitor' });
    await running.client.create({ _id: 'page.d', _type: 'page', name: 'Not A Submission' });
    const html = await listing();
    const order = ['Third Visitor', 'Second Visitor', 'First Visitor'].map((name) =>
      html.indexOf(name),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain('Vaccum Infusion');
    expect(html).not.toContain('Not A Submission');
  });

  it('links a career submission to its resume, which downloads without the token', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const asset = await running.client.assets.upload('file', pdf, { filename: 'cv.pdf' });
    await running.client.create({
      _id: 'career.1',
      _type: 'career',
      name: 'Ann',
      resume: { _type: 'file', asset: { _type: 'reference', _ref: asset._id } },
    });
    const html = await listing();
    const href = /<a href="([^"]+)">cv\.pdf<\/a>/.exec(html)?.[1];
    expect(href).toBe(`/resumes/${asset.sha1hash}.pdf`);
    const download = await fetch(`${running.service.url}${href}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('lists spam apart, with its signals, below the leads', async () => {
    await running.client.create({
      _id: 'contact.lead',
      _type: 'contact',
      name: 'Real Buyer',
      status: 'new',
      submittedAt: '2026-12-01T10:00:00.000Z',
      source: { page: 'https://kalparesins.example/contact-us', partner: 'Acme FRP' },
    });
    await running.client.create({
      _id: 'contact.bot',
      _type: 'contact',
      name: 'Cheap Pills',
      status: 'spam',
      spamReasons: ['honeypot', 'no-proof'],
    });
    const html = await listing();
    const spamHeading = html.indexOf('<h2>Spam</h2>');
    expect(spamHeading).toBeGreaterThan(0);
    expect(html.indexOf('Real Buyer')).toBeLessThan(spamHeading);
    expect(html.indexOf('Cheap Pills')).toBeGreaterThan(spamHeading);
    expect(html).toContain('1 spam submission, newest first (no mail was sent)');
    expect(html).toContain('<td>honeypot, no-proof</td>');
    expect(html).toContain('<dt>Partner</dt><dd>Acme FRP</dd>');
    expect(html).toContain('<dt>Page</dt><dd>https://kalparesins.example/contact-us</dd>');
  });

  it('lists documents stored before provenance and spam checks among the leads', async () => {
    await running.client.create({
      _id: 'review.old',
      _type: 'review',
      status: 'pending',
      name: 'Early Reviewer',
      rating: 5,
    });
    const html = await listing();
    expect(html.indexOf('Early Reviewer')).toBeGreaterThan(0);
    expect(html.indexOf('Early Reviewer')).toBeLessThan(html.indexOf('<h2>Spam</h2>'));
    expect(html).toContain('No spam.');
  });

  it('says so when nothing is stored yet', async () => {
    expect(await listing()).toContain('No submissions yet.');
  });

  it('refuses a request whose Host is not a loopback name (a DNS-rebinding page)', async () => {
    expect(await getWithHost(`${running.service.url}/`, 'evil.example')).toBe(403);
    expect(await getWithHost(`${running.service.url}/`, `localhost:${running.service.port}`)).toBe(
      200,
    );
  });
});
