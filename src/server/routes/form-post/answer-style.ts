/*
 * The look of the gateway's answer to a form sent without JavaScript: the site's form look
 * (the kit's field, summary, notice and button rules, in the same colours, sizes and 24 px
 * targets) on a plain page. The gateway cannot read the site's stylesheets (it may run apart
 * from the built files), so the few rules it needs are written here; the page carries them as
 * one inline <style>, allowed by its policy through this text's hash.
 */
export const ANSWER_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#1d2939;background:#f7f8fa}
header{padding:16px 20px;background:#0b5d3b}
header a{color:#fff;font-weight:700;font-size:18px;text-decoration:none}
main{max-width:720px;margin:0 auto;padding:32px 20px 48px}
h1{margin:0 0 16px;font-size:26px;line-height:1.3}
h1.done::before{content:'\\2713\\a0';color:#0b5d3b}
p{margin:0 0 16px}
a{color:#0b5d3b;font-weight:600}
a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible,h1:focus-visible{outline:3px solid #1570ef;outline-offset:2px}
.answer{padding:20px;border:2px solid #0b5d3b;border-radius:8px;background:#fff}
.reference{padding:2px 8px;background:#f2f4f7;font:700 20px ui-monospace,monospace;letter-spacing:.08em;user-select:all}
.back{display:inline-block;min-height:24px;margin-top:8px}
.resin-form{display:flex;flex-direction:column;gap:16px;padding:20px;border-radius:8px;background:#fff}
.resin-form__row{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px}
.resin-field{display:flex;flex-direction:column;gap:6px;min-width:0;margin:0;padding:0;border:0}
.resin-field__label{font-size:15px;font-weight:600;padding:0}
.resin-field__required{color:#b42318}
.resin-field__optional{font-weight:400}
.resin-field__input{width:100%;min-height:44px;padding:10px 12px;border:1px solid #667085;border-radius:8px;background:#fff;color:#1d2939;font:inherit}
textarea.resin-field__input{min-height:120px;resize:vertical}
.resin-field__input[readonly]{background:#f2f4f7}
.resin-field__input[aria-invalid=true]{border:2px solid #b42318}
.resin-field__hint{margin:0;font-size:14px}
.resin-field__error{margin:0;font-size:14px;font-weight:600;color:#b42318}
.resin-stars__row{display:flex;flex-wrap:wrap;gap:8px}
.resin-stars__star{display:flex;align-items:center;gap:6px;min-height:44px}
.resin-stars__star input,.resin-notice__choice input{flex:none;width:24px;height:24px;margin:0;accent-color:#0b5d3b}
.resin-notice{display:flex;flex-direction:column;gap:6px;font-size:14px}
.resin-notice__text{margin:0}
.resin-notice a{text-decoration:underline;overflow-wrap:anywhere}
.resin-notice__choice{display:flex;align-items:center;gap:10px;min-height:44px;font-size:15px}
.resin-form__trap{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.resin-form__submit{align-self:flex-start;min-height:44px;padding:10px 24px;border:0;border-radius:8px;background:#0b5d3b;color:#fff;font-family:inherit;font-size:16px;font-weight:600;cursor:pointer}
.resin-summary{padding:12px 16px;border:2px solid #b42318;border-radius:8px;background:#fff}
.resin-summary p{margin:0;font-weight:700}
.resin-summary ul{margin:4px 0 0;padding-left:20px}
.resin-summary a{color:#b42318}
`;

let hashed: Promise<string> | undefined;

/** The style's source for the page's Content-Security-Policy: 'sha256-<base64>'. */
export function answerStyleSource(): Promise<string> {
  hashed ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(ANSWER_STYLE))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return hashed;
}
