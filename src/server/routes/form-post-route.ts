import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import { FORM_POST_PREFIX } from '../../content/form-post';
import { loadNoticeLanguage, noticeParts } from '../../content/privacy-notice';
import type { NoticeKind } from '../../content/notice-catalogue';
import { SUBMISSION_SOURCE } from '../../content/envelope-messages';
import { localizedPath } from '../../content/site-paths';
import { SHOP_DETAILS_TEXT, CHECKOUT_TEXT } from '../../content/shop';
import { SUBMISSION_KINDS } from '../../submissions/all-kinds';
import type { StoredKind } from '../../submissions/kind';
import { referenceOf } from '../../submissions/reference';
import { resumeAssetId } from '../../submissions/career';
import { firstSummary, validate, type FieldIssue } from '../../submissions/validate';
import { ContentServiceError } from '../content-client';
import { answerPageHeaders } from '../security-headers/policies';
import { answerStyleSource } from './form-post/answer-style';
import { answerLanguage, answerWords, type AnswerWords } from './form-post/answer-words';
import {
  formPage,
  receivedPage,
  refusedPage,
  type AnswerLinks,
  type Received,
} from './form-post/answer-page';
import { formSpec } from './form-post/form-controls';
import {
  envelopeOf,
  fieldsOf,
  formPostId,
  PAGE_FIELD,
  type PostContext,
} from './form-post/form-input';
import { readForm } from './form-post/read-form';
import { checkPostedResume, RESUME_FIELD } from './form-post/posted-resume';
import { serviceFailureLine } from './fail';
import { uploadRecord } from '../uploads/upload-records';
import type { GatewayDeps } from './gateway-deps';

/*
 * `POST /api/form/<kind>`: a form sent without JavaScript, as a browser posts it (url-encoded;
 * the career form multipart, with its resume), answered with a page in the form's language:
 * received, with the reference, or the form drawn again with what was typed and what to put
 * right. A separate route rather than the JSON one answering forms too: that one's answers
 * (201 {id}, 400 {error, issues}) stay exactly what scripts and partners read, and a browser's
 * plain post gets a page of its own here.
 *
 * The form's address (its action) carries what its page said about it: the language (`lang`),
 * the channel and region, and the notice shown (`notice`, `noticeLang`); none of it personal,
 * and so known before the body is read, for a refusal too. A post carries no proof of work
 * or start token: it is stored as a lead ('new'), flagged `source.noScript`, unless its hidden
 * field is filled. The origin check and the rate limit run first, as on every submission.
 */

/** The query parameters a form's address carries (formPostAction). */
function contextOf(c: Context): PostContext & { lang: string | undefined } {
  const region = c.req.query('region');
  return {
    lang: c.req.query('lang'),
    channel: c.req.query('channel'),
    region: region && SUBMISSION_SOURCE.region.test(region) ? region : undefined,
    notice: c.req.query('notice'),
    noticeLang: c.req.query('noticeLang'),
  };
}

const httpPage = (text: string | undefined): string | undefined => {
  if (!text || text.length > SUBMISSION_SOURCE.pageMaxLength) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page the form was on: the one a form drawn here again carries, else the browser's
 * Referer (the whole address from the site's own pages, the origin alone from a partner's),
 * unless that is this route's own page.
 */
function pageOf(c: Context, values?: ReadonlyMap<string, string>): string | undefined {
  const carried = httpPage(values?.get(PAGE_FIELD));
  if (carried) return carried;
  const referer = httpPage(c.req.header('referer'));
  return referer && !new URL(referer).pathname.startsWith(FORM_POST_PREFIX) ? referer : undefined;
}

/** What the thank-you panel says for each kind; the shop's forms have their own words. */
function receivedOf(kind: string, words: AnswerWords, id: string): Received {
  const reference = referenceOf(id);
  switch (kind) {
    case 'contact':
    case 'career':
    case 'inquiry':
      return { title: words.thanks[kind].title, next: words.thanks[kind].next, reference };
    case 'quotation':
      return { title: CHECKOUT_TEXT.thanksHeading, next: CHECKOUT_TEXT.thanksNext[1], reference };
    default:
      return { title: SHOP_DETAILS_TEXT.reviewSent, reference };
  }
}

/** The origin check and the rate limit of every submission, run here by hand to read a refusal. */
async function admitted(
  c: Context,
  admit: MiddlewareHandler,
): Promise<{ status: number; error: string } | null> {
  let passed = false;
  const answer = await admit(c, async () => {
    passed = true;
  });
  if (passed || !answer) return null;
  const { error } = (await answer.json()) as { error: string };
  return { status: answer.status, error };
}

export function formPostRoute(deps: GatewayDeps): Hono {
  const app = new Hono();
  for (const kind of SUBMISSION_KINDS) {
    app.post(`${FORM_POST_PREFIX}${kind.name}`, (c) => answer(deps, kind, c));
  }
  return app;
}

async function answer(deps: GatewayDeps, kind: StoredKind, c: Context): Promise<Response> {
  const context = contextOf(c);
  const words = await answerWords(answerLanguage(context.lang));
  const links: AnswerLinks = { back: pageOf(c), home: localizedPath('/', words.lang) };
  for (const [name, value] of Object.entries(answerPageHeaders(await answerStyleSource()))) {
    c.header(name, value);
  }
  const refused = (status: 400 | 403 | 408 | 413 | 415, message: string) =>
    c.html(refusedPage(words, message, links), status);

  const refusal = await admitted(c, deps.admit.submission);
  // Another site's form could not send it again from here either: nothing to draw again.
  if (refusal?.status === 403) return refused(403, refusal.error);

  const posted = await readForm(c.req.raw, {
    ...(kind.name === 'career' ? { file: RESUME_FIELD } : {}),
    deadlineMs: deps.bodyTimeoutMs,
  });
  if (!posted.ok) {
    if (posted.status === 408) c.header('Connection', 'close');
    return refused(posted.status, posted.error);
  }
  const { values, file } = posted;
  const page = pageOf(c, values);
  links.back = page;
  const envelope = envelopeOf(kind.name, context, page, values);
  const fields = fieldsOf(kind, values);

  // The form drawn again, with what came and what is wrong; `notSent` when nothing is.
  const redraw = async (status: 400 | 409 | 429 | 502, message: string, issues: FieldIssue[]) => {
    const problems: Record<string, string> = {};
    for (const issue of issues) problems[issue.path.split('.')[0] ?? issue.path] ??= issue.message;
    const shown = Object.fromEntries([...values].filter(([name]) => !name.startsWith('consent.')));
    const spec = formSpec(kind.name, words, shown, new Set(Object.keys(problems)));
    if (!spec) return refused(400, message);
    let notice;
    if (envelope.consent && (await loadNoticeLanguage(envelope.consent.language))) {
      notice = noticeParts(
        kind.name as NoticeKind,
        envelope.consent.language,
        envelope.consent.version,
      );
    }
    const url = new URL(c.req.url);
    const action = `${url.pathname}${url.search}`;
    const html = formPage(
      words,
      {
        spec,
        action,
        values: { ...shown, ...(page ? { [PAGE_FIELD]: page } : {}) },
        problems,
        message,
        notSent: Object.keys(problems).length === 0,
        notice,
        choices: envelope.consent?.choices ?? {},
        fileName: file?.name,
      },
      links,
    );
    return c.html(html, status);
  };

  // Past the rate limit: drawn again as typed, to send once the limit allows (its Retry-After
  // is on the answer already).
  if (refusal) return redraw(429, refusal.error, []);

  const checked = validate(kind.fields, fields);
  const resume = kind.name === 'career' ? checkPostedResume(file) : undefined;
  if (!checked.ok || resume?.problem) {
    const issues = [
      ...(checked.ok ? [] : checked.issues),
      ...(resume?.problem ? [resume.problem] : []),
    ];
    const summaries = [
      ...(checked.ok ? [] : [checked.message]),
      ...(resume?.summary ? [resume.summary] : []),
    ];
    return redraw(400, firstSummary(summaries), issues);
  }

  // The resume is stored once the rest of the form is right, as the upload route stores it.
  let attached: Record<string, string> = {};
  if (resume?.file) {
    try {
      const { assetId } = await deps.content.uploadPdf(resume.file.bytes, resume.file.name);
      if (!resumeAssetId.safeParse(assetId).success) {
        throw new ContentServiceError(`upload resume: unexpected asset id ${assetId}`);
      }
      attached = { resumeAssetId: assetId };
    } catch (err) {
      deps.log(serviceFailureLine(c, err));
      return redraw(502, LIMIT_MESSAGES.serviceUnavailable, []);
    }
  }
  // The hidden field is left out of the id: a post is the same post whatever a bot put there.
  const said: Record<string, unknown> = { ...envelope };
  delete said.website;
  const id = await formPostId(deps.config.spamKey, kind, { ...checked.data, ...attached, ...said });
  const data = validate(kind.schema, { ...fields, ...attached, id });
  if (!data.ok) return redraw(400, data.message, data.issues);
  // An application may refer only to a file recorded as uploaded for it, as the upload route
  // records it; judged with the application, by its hidden field.
  if (resume?.file && attached.resumeAssetId) {
    try {
      await deps.content.createIfNotExists(
        uploadRecord({
          submission: id,
          assetId: attached.resumeAssetId,
          filename: resume.file.name,
          size: resume.file.bytes.length,
          spamReasons: [],
        }),
      );
    } catch (err) {
      deps.log(serviceFailureLine(c, err));
      return redraw(502, LIMIT_MESSAGES.serviceUnavailable, []);
    }
  }
  const stored = await deps.storeSubmission(
    c,
    kind,
    { data: data.data, body: { ...fields, ...attached, id, ...envelope } },
    { withoutScript: true },
  );
  if (!stored.ok) {
    if (stored.status === 502) return redraw(502, stored.error, []);
    return redraw(stored.status, stored.error, stored.issues ?? []);
  }
  return c.html(receivedPage(words, receivedOf(kind.name, words, stored.id), links), 200);
}
