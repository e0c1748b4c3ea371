import type { NoticeParts } from '../../content/current-notice';
import type { ConsentKey } from '../../content/notice-catalogue';
import { useFormSetting } from './form-setting';

/** A form's notice as useSubmission keeps it: the parts shown and the visitor's choices. */
export interface NoticeState {
  parts: NoticeParts;
  /** Each optional choice: true only once the visitor has ticked it. */
  choices: Readonly<Partial<Record<ConsentKey, boolean>>>;
  choose(key: ConsentKey, on: boolean): void;
}

/**
 * The short privacy notice beside a form's submit button, word for word the text whose hash a
 * submission stores: what is collected and why, how long it is kept, the visitor's rights, the
 * grievance officer with a mailto link, the link to the privacy page; then each optional
 * choice as its own checkbox, unticked until the visitor ticks it.
 */
export function ConsentNotice({ notice }: { notice: NoticeState }) {
  const setting = useFormSetting();
  const { parts, choices, choose } = notice;
  return (
    <div className="resin-notice" part="notice" lang={parts.language}>
      {parts.paragraphs.map((segments, index) => (
        <p key={index} className="resin-notice__text">
          {segments.map((segment, at) =>
            segment.link ? (
              <a
                key={at}
                href={segment.link === 'privacyPage' ? setting.privacyHref : segment.href}
                part="notice-link"
              >
                {segment.text}
              </a>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
      {parts.consents.map((consent) => (
        <label key={consent.key} className="resin-notice__choice" part="consent">
          <input
            type="checkbox"
            name={`consent.${consent.key}`}
            checked={choices[consent.key] === true}
            onChange={(event) => choose(consent.key, event.target.checked)}
          />
          {consent.label}
        </label>
      ))}
    </div>
  );
}
