// The languages page's own script: `?page=mr` sets the language of the middle section and
// `?attribute=si` the `lang` attribute of the last section's widgets, before the widgets load;
// the two selects change them live, as a partner's own language switch would.
const LANGUAGES = {
  en: 'English',
  hi: 'हिन्दी (hi)',
  mr: 'मराठी (mr)',
  'ta-IN': 'தமிழ், India (ta-IN)',
  'ta-LK': 'தமிழ், Sri Lanka (ta-LK)',
  si: 'සිංහල (si)',
};

const query = new URLSearchParams(window.location.search);
const byPage = document.getElementById('by-page');
const byAttribute = document.getElementById('by-attribute');
const setAttributeLanguage = (lang) => {
  for (const widget of byAttribute.children) widget.setAttribute('lang', lang);
};
if (query.get('page')) byPage.setAttribute('lang', query.get('page'));
if (query.get('attribute')) setAttributeLanguage(query.get('attribute'));

/** Fills a select with the languages, showing `current`; a language it lacks is added. */
function fill(select, current) {
  const entries = Object.entries(LANGUAGES);
  if (!(current in LANGUAGES)) entries.push([current, current]);
  for (const [value, name] of entries) {
    const option = new Option(name, value, false, value === current);
    option.lang = value;
    select.append(option);
  }
}

fill(document.getElementById('page-language'), byPage.getAttribute('lang'));
const attributeChoice = document.getElementById('attribute-language');
fill(attributeChoice, byAttribute.firstElementChild.getAttribute('lang'));
attributeChoice.addEventListener('change', () => setAttributeLanguage(attributeChoice.value));
