// @vitest-environment node
// A form sent without JavaScript, as a browser posts it, to the real gateway in front of the
// real content service: the page it answers with (received with the reference, or the form
// drawn again), in the form's language, safe, and what it stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../src/content/field-messages';
import { FORM_POST_PREFIX, formPostAction } from '../src/content/form-post';
import { NOTICE_VERSION } from '../src/content/current-notice';
import { THANKS } from '../src/content/thanks';
import { answerWords } from '../src/server/routes/form-post/answer-words';
import { REFERENCE_PATTERN, referenceOf } from '../src/submissions/reference';
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { PARTNER, pdfBytes } from '../testing/services/gateway-client';

let gw: LocalGateway;
beforeAll(async () => {
  gw = await startLocalGateway({
    env: { ALLOWED_ORIGINS: PARTNER, RATE_LIMIT_MAX: '1000', CONTENT_TIMEOUT_MS: '1500' },
  });
});
afterAll(() => gw?.close());

const SITE_PAGE = 'https://kalparesins.example/ta/inquiry/';

/** Posts `fields` url-encoded to the form's action, as a browser does from `origin`. */
function postForm(
  kind: string,
  fields: Record<string, string>,
  context: { lang: string; channel?: string; region?: string },
  headers: Record<string, string> = {},
) {
  const action = formPostAction(gw.url, kind, {
    channel: 'site',
    notice: NOTICE_VERSION,
    noticeLang: context.lang,
    ...context,
  });
  return fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

const byName = (name: string) =>
  gw.reader.fetch<Record<string, unknown>[]>('*[name == $name]', { name });

const unique = (name: string) => `${name} ${crypto.randomUUID().slice(0, 8)}`;

describe('a form sent without JavaScript', () => {
  it('is stored as a new lead flagged noScript and answered with a page in English that gives the reference, with the security headers and noindex', async () => {
    const name = unique('Asha Patil');
    const res = await postForm(
      'contact',
      {
        name,
        email: 'asha@example.com',
        phone: '+91 98765 43210',
        companyName: '',
        message: 'Need 2 t of ortho resin',
        website: '',
        'consent.updates': 'on',
      },
      { lang: 'en', region: 'IN' },
      { referer: 'https://kalparesins.example/contact/' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script');
    expect(html).toContain(THANKS.contact.title);

    const [doc] = await byName(name);
    expect(doc).toMatchObject({
      _type: 'contact',
      status: 'new',
      email: 'asha@example.com',
      source: {
        channel: 'site',
        region: 'IN',
        noScript: true,
        page: 'https://kalparesins.example/contact/',
      },
      consent: { version: NOTICE_VERSION, language: 'en', choices: { updates: true } },
    });
    expect(doc).not.toHaveProperty('spamReasons');
    expect(doc!.reference).toMatch(REFERENCE_PATTERN);
    expect(doc!.reference).toBe(referenceOf(doc!._id as string));
    expect(html).toContain(`<strong class="reference">${doc!.reference as string}</strong>`);
    // Nothing the visitor typed in the request log.
    expect(gw.logs.join('\n')).not.toContain('asha@example.com');
    expect(gw.logs.join('\n')).not.toContain(name);
  });

  it('sent twice as it was (a double press, a reload) is stored once, under one reference', async () => {
    const fields = {
      name: unique('Ravi'),
      phone: 'call after 5',
      companyName: 'Lanka Compsite',
      message: 'Quote for 500 kg',
      applicationName: 'Vaccum Infusion',
    };
    const first = await (await postForm('inquiry', fields, { lang: 'en' })).text();
    const second = await (await postForm('inquiry', fields, { lang: 'en' })).text();
    const docs = await byName(fields.name);
    expect(docs).toHaveLength(1);
    expect(docs[0]!._id).toMatch(/^application\./);
    const reference = docs[0]!.reference as string;
    expect(first).toContain(reference);
    expect(second).toContain(reference);
  });

  it('with something to correct, draws the form again in Tamil with the values kept and escaped, each message beside its field, and stores nothing', async () => {
    const ta = await answerWords('ta');
    const name = unique('<script>alert(1)</script> "Kumar"');
    const res = await postForm(
      'inquiry',
      {
        name,
        phone: '',
        companyName: 'Jaffna FRP',
        message: 'Hull resin',
        applicationName: 'Vaccum Infusion',
        page: SITE_PAGE,
      },
      { lang: 'ta', region: 'LK' },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain(ta.answer.checkTitle);
    expect(ta.answer.checkTitle).not.toBe('Please check your details');
    // The value is in its field, as text: never markup.
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Kumar&quot;');
    // The phone's message in Tamil, under the phone field, and the field marked wrong.
    const phoneMessage = ta.say(FIELD_MESSAGES.missing.phone);
    expect(phoneMessage).not.toBe(FIELD_MESSAGES.missing.phone);
    expect(html).toContain(
      `<p id="field-phone-error" class="resin-field__error">${phoneMessage}</p>`,
    );
    expect(html).toMatch(/id="field-phone"[^>]*aria-invalid="true"/);
    // The form posts again to the same address, and the way back is the page it came from.
    expect(html).toContain(`action="${FORM_POST_PREFIX}inquiry?`);
    expect(html).toContain(`href="${SITE_PAGE}"`);
    // The page it came from goes with the next post, whose Referer will be this answer.
    expect(html).toContain(`<input type="hidden" name="page" value="${SITE_PAGE}">`);
    expect(await byName(name)).toEqual([]);
  });

  it('with its hidden field filled, is answered as any other and stored as spam', async () => {
    const name = unique('Bot');
    const res = await postForm(
      'contact',
      {
        name,
        email: 'bot@example.com',
        phone: '+91 98765 43210',
        message: 'Buy cheap resin now',
        website: 'http://spam.example',
      },
      { lang: 'en' },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/KR-[2-9A-HJ-NP-Z]{6}/);
    expect(await byName(name)).toMatchObject([
      { status: 'spam', spamReasons: ['honeypot'], source: { noScript: true } },
    ]);
  });

  it("from another site's page is refused with a page that says why, and stores nothing", async () => {
    const name = unique('Stranger');
    const res = await postForm(
      'contact',
      { name, email: 's@example.com', phone: '+91 98765 43210', message: 'Hello' },
      { lang: 'en' },
      { origin: 'https://stranger.example' },
    );
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain(LIMIT_MESSAGES.originNotAllowed);
    expect(html).not.toContain(name);
    expect(await byName(name)).toEqual([]);
  });

  it("from a partner's page is stored as a widget's lead, and the career form's PDF posted multipart with it", async () => {
    const name = unique('Priya');
    const body = new FormData();
    body.set('name', name);
    body.set('email', 'priya@example.com');
    body.set('phone', '+94 77 123 4567');
    body.set('message', 'Lab technician');
    body.set('website', '');
    body.set('resume', new Blob([pdfBytes()], { type: 'application/pdf' }), 'cv.pdf');
    const action = formPostAction(gw.url, 'career', { lang: 'si', channel: 'widget' });
    const res = await fetch(action, { method: 'POST', headers: { origin: PARTNER }, body });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="si">');
    const [doc] = await byName(name);
    expect(doc).toMatchObject({
      _type: 'career',
      status: 'new',
      source: { channel: 'widget', noScript: true },
      resume: { asset: { _ref: expect.stringMatching(/^file-/) } },
    });
    expect(html).toContain(doc!.reference as string);
  });

  it('answers another body type with 415 and a page, while the JSON route answers as before', async () => {
    const res = await fetch(`${gw.url}${FORM_POST_PREFIX}contact?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=x',
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const json = await fetch(`${gw.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('a form sent without JavaScript past the rate limit', () => {
  let limited: LocalGateway;
  beforeAll(async () => {
    limited = await startLocalGateway({ env: { RATE_LIMIT_MAX: '1' }, shareContentWith: gw });
  });
  afterAll(() => limited?.close());

  it('is drawn again with what was typed and the limit message, with Retry-After, and not stored', async () => {
    const post = (name: string) =>
      fetch(formPostAction(limited.url, 'contact', { lang: 'en', channel: 'site' }), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name,
          email: 'l@example.com',
          phone: '+91 98765 43210',
          message: 'Need a price list',
        }),
      });
    expect((await post(unique('First'))).status).toBe(200);
    const name = unique('Second');
    const res = await post(name);
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain(LIMIT_MESSAGES.rateLimitedFor(seconds));
    expect(html).toContain(`value="${name}"`);
    expect(await byName(name)).toEqual([]);
  });
});
