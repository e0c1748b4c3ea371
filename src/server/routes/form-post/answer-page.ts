import { COMPANY } from '../../../content/company';
import type { NoticeParts } from '../../../content/current-notice';
import { SHOP_DETAILS_TEXT } from '../../../content/shop';
import type { AnswerWords } from './answer-words';
import { ANSWER_STYLE } from './answer-style';
import type { Control, FormSpec } from './form-controls';
import { PAGE_FIELD } from './form-input';

/*
 * The pages the gateway answers a form sent without JavaScript with: plain HTML in the form's
 * language, no script. Everything a visitor typed, and every word, goes through escape(): the
 * page is built as text, so nothing else stands between a value and the markup.
 */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and double- or single-quoted attribute values. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Where the page's links lead: the page the form was on, when known, and the site's home. */
export interface AnswerLinks {
  /** The page that sent the form, an http(s) address; none when the browser did not say. */
  back: string | undefined;
  /** The site's home in the form's language ('/', '/ta/'). */
  home: string;
}

function shell(words: AnswerWords, title: string, links: AnswerLinks, main: string): string {
  return `<!doctype html>
<html lang="${words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escape(title)} | ${escape(COMPANY.shortName)}</title>
<style>${ANSWER_STYLE}</style>
</head>
<body>
<header><a href="${escape(links.home)}" lang="en">${escape(COMPANY.shortName)}</a></header>
<main>
${main}
</main>
</body>
</html>
`;
}

function backLink(words: AnswerWords, links: AnswerLinks): string {
  return links.back
    ? `<p><a class="back" href="${escape(links.back)}">${escape(words.answer.backToPage)}</a></p>`
    : `<p><a class="back" href="${escape(links.home)}">${escape(words.answer.toSite(COMPANY.shortName))}</a></p>`;
}

/** What a stored form's visitor reads: received, who answers when, and the reference. */
export interface Received {
  title: string;
  next?: string | undefined;
  reference: string;
}

/** The page of a form that arrived: the thank-you panel's words and the reference. */
export function receivedPage(words: AnswerWords, received: Received, links: AnswerLinks): string {
  const main = `<div class="answer" role="status">
<h1 class="done" tabindex="-1">${escape(received.title)}</h1>
${received.next ? `<p>${escape(received.next)}</p>` : ''}
<p>${escape(words.thanks.reference)} <strong class="reference">${escape(received.reference)}</strong></p>
</div>
${backLink(words, links)}`;
  return shell(words, received.title, links, main);
}

/** The page of a form refused before it could be drawn again (an origin, a size). */
export function refusedPage(words: AnswerWords, message: string, links: AnswerLinks): string {
  const main = `<h1>${escape(words.answer.notSentTitle)}</h1>
<div class="resin-summary" role="alert"><p>${escape(words.say(message))}</p></div>
${backLink(words, links)}`;
  return shell(words, words.answer.notSentTitle, links, main);
}

/** A form drawn again: what came, each problem under its field and in the summary. */
export interface Redraw {
  spec: FormSpec;
  /** Where it posts again: the same address it came to. */
  action: string;
  values: Readonly<Record<string, string>>;
  /** Each wrong field's problem, in English as the checks say it. */
  problems: Readonly<Record<string, string>>;
  /** The message over the form: the checks' summary, or why it was not sent. */
  message: string;
  /** True when the form is fine but was not sent (our server, a limit): its own heading. */
  notSent: boolean;
  notice: NoticeParts | undefined;
  choices: Readonly<Record<string, boolean>>;
  /** A file the visitor chose, which a page cannot keep: they choose it again. */
  fileName?: string | undefined;
}

const controlId = (name: string) => `field-${name}`;

function labelOf(control: Control, words: AnswerWords, tag: 'label' | 'legend'): string {
  const mark = control.readonly
    ? ''
    : control.optional
      ? ` <span class="resin-field__optional">${escape(words.formText.optional)}</span>`
      : '<span class="resin-field__required" aria-hidden="true"> *</span>';
  const target = tag === 'label' ? ` for="${controlId(control.name)}"` : '';
  return `<${tag} class="resin-field__label"${target}>${escape(control.label)}${mark}</${tag}>`;
}

function input(control: Control, value: string, described: string, first: boolean): string {
  const attributes = [
    `id="${controlId(control.name)}"`,
    `name="${escape(control.name)}"`,
    'class="resin-field__input"',
    control.autocomplete ? `autocomplete="${control.autocomplete}"` : '',
    control.readonly ? 'readonly' : '',
    control.optional || control.readonly ? '' : 'required',
    described,
    first ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  switch (control.control) {
    case 'textarea':
      return `<textarea ${attributes} rows="5">${escape(value)}</textarea>`;
    case 'select':
      return `<select ${attributes}><option value="">${escape(control.placeholder ?? '')}</option>${(
        control.options ?? []
      )
        .map(
          (option) =>
            `<option value="${escape(option.value)}"${option.value === value ? ' selected' : ''}>${escape(option.label)}</option>`,
        )
        .join('')}</select>`;
    case 'file':
      return `<input type="file" accept="${control.accept ?? ''}" ${attributes}>`;
    default:
      return `<input type="${control.control}" value="${escape(value)}" ${attributes}>`;
  }
}

function stars(control: Control, value: string, described: string, first: boolean): string {
  return `<span class="resin-stars__row">${[1, 2, 3, 4, 5]
    .map(
      (count) =>
        `<label class="resin-stars__star"><input type="radio" name="${control.name}" value="${count}"${
          value === String(count) ? ' checked' : ''
        } required ${described}${first && count === 1 ? ' autofocus' : ''}><span>${escape(
          SHOP_DETAILS_TEXT.star(count),
        )}</span></label>`,
    )
    .join('')}</span>`;
}

function field(control: Control, redraw: Redraw, words: AnswerWords, first: boolean): string {
  const value = redraw.values[control.name] ?? '';
  if (control.control === 'hidden') {
    return `<input type="hidden" name="${escape(control.name)}" value="${escape(value)}">`;
  }
  const problem = redraw.problems[control.name];
  const id = controlId(control.name);
  const hint =
    control.control === 'file' && redraw.fileName
      ? words.say(words.formText.chooseResumeAgain(redraw.fileName))
      : undefined;
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const aria = `${problem ? 'aria-invalid="true" ' : ''}${described ? `aria-describedby="${described}"` : ''}`;
  const group = control.control === 'stars';
  const body = group ? stars(control, value, aria, first) : input(control, value, aria, first);
  const tag = group ? 'fieldset' : 'div';
  return `<${tag} class="resin-field${problem ? ' resin-field--invalid' : ''}">${labelOf(
    control,
    words,
    group ? 'legend' : 'label',
  )}${body}${hint ? `<p id="${id}-hint" class="resin-field__hint">${escape(hint)}</p>` : ''}${
    problem
      ? `<p id="${id}-error" class="resin-field__error">${escape(words.say(problem))}</p>`
      : ''
  }</${tag}>`;
}

/** The controls, two side by side where the site's form has a row. */
function fields(redraw: Redraw, words: AnswerWords): string {
  const firstWrong = redraw.spec.controls.find((control) => redraw.problems[control.name]);
  const out: string[] = [];
  const { controls } = redraw.spec;
  for (let i = 0; i < controls.length; i++) {
    const control = controls[i]!;
    const drawn = field(control, redraw, words, control === firstWrong);
    const next = controls[i + 1];
    if (control.row && next?.row) {
      out.push(
        `<div class="resin-form__row">${drawn}${field(next, redraw, words, next === firstWrong)}</div>`,
      );
      i += 1;
    } else out.push(drawn);
  }
  return out.join('\n');
}

function notice(redraw: Redraw): string {
  const parts = redraw.notice;
  if (!parts) return '';
  const paragraphs = parts.paragraphs.map(
    (segments) =>
      `<p class="resin-notice__text">${segments
        .map((segment) =>
          segment.href
            ? `<a href="${escape(segment.href)}">${escape(segment.text)}</a>`
            : escape(segment.text),
        )
        .join('')}</p>`,
  );
  const choices = parts.consents.map(
    (consent) =>
      `<label class="resin-notice__choice"><input type="checkbox" name="consent.${escape(consent.key)}"${
        redraw.choices[consent.key] ? ' checked' : ''
      }>${escape(consent.label)}</label>`,
  );
  return `<div class="resin-notice" lang="${escape(parts.language)}">${[...paragraphs, ...choices].join('')}</div>`;
}

/** The page the form was first sent from, carried into the next post (its Referer is this page). */
function carried(redraw: Redraw): string {
  const page = redraw.values[PAGE_FIELD];
  return page ? `<input type="hidden" name="${PAGE_FIELD}" value="${escape(page)}">` : '';
}

/** The form drawn again, as the site's own form shows a failed submit. */
export function formPage(words: AnswerWords, redraw: Redraw, links: AnswerLinks): string {
  const { spec } = redraw;
  const title = redraw.notSent ? words.answer.notSentTitle : words.answer.checkTitle;
  const wrong = spec.controls.filter((control) => redraw.problems[control.name]);
  const summary = `<div class="resin-summary" role="alert"><p>${escape(words.say(redraw.message))}</p>${
    wrong.length
      ? `<ul>${wrong
          .map(
            (control) =>
              `<li><a href="#${controlId(control.name)}">${escape(words.say(redraw.problems[control.name]!))}</a></li>`,
          )
          .join('')}</ul>`
      : ''
  }</div>`;
  const main = `<h1 tabindex="-1"${wrong.length ? '' : ' autofocus'}>${escape(title)}</h1>
${redraw.notSent ? `<p>${escape(words.answer.keptNote)}</p>` : ''}
<form class="resin-form" method="post" action="${escape(redraw.action)}" enctype="${
    spec.controls.some((control) => control.control === 'file')
      ? 'multipart/form-data'
      : 'application/x-www-form-urlencoded'
  }" aria-label="${escape(spec.label)}" novalidate>
${summary}
${fields(redraw, words)}
${carried(redraw)}
<div class="resin-form__trap" aria-hidden="true"><label>${escape(words.formText.leaveEmpty)}<input type="text" name="website" tabindex="-1" autocomplete="off" value=""></label></div>
${notice(redraw)}
<button type="submit" class="resin-form__submit">${escape(spec.submit)}</button>
</form>
${backLink(words, links)}`;
  return shell(words, title, links, main);
}
