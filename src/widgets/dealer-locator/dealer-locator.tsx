import {
  Suspense,
  lazy,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { DEALER_DATA_CREDITS, DEALER_TEXT } from '../../content/dealer-text';
import { DEALERS, type Dealer, type DealerCountry } from '../../content/dealers';
import { loadAreas, useArea } from '../../ui/i18n/areas';
import { localeOf, useLang } from '../../ui/i18n/language';
import GRADE_NAMES from 'virtual:grade-names';
import type { DealerAction } from '../kit/emit';
import { DealerCard, type DealerWords } from './dealer-card';
import { dealerFormat } from './dealer-format';
import { DealerMap } from './dealer-map';
import { nearestDealers, type Position } from './nearest';
import { postalCodeOf, readPlaceTable, type Place, type PlaceTable } from './postal-places';

/** How many dealers a search lists, nearest first. */
export const NEAREST_SHOWN = 10;

export interface DealerLocatorProps {
  /** Only the dealers of this country; both when empty. */
  country?: '' | DealerCountry;
  /** The state or province chosen at first, by name ('Tamil Nadu'). */
  state?: string;
  /** The grade chosen at first, by id ('isophthalic'); it also names the WhatsApp message's grade. */
  grade?: string;
  /** Gateway origin for the inquiries; empty means the page's own origin. */
  apiBase?: string;
  /** The level of the finder's heading; each dealer's name is one below. */
  headingLevel?: 2 | 3;
  /** A visitor chose to reach a dealer (the widget's resin-dealer-selected). */
  onSelected?: (dealer: string, action: DealerAction) => void;
  /** An inquiry through a dealer was stored. */
  onSubmitted?: (id: string) => void;
  /** An inquiry through a dealer failed. */
  onFailed?: (message: string) => void;
  /** One more way to reach each dealer, drawn last on its card (the site's sample request). */
  moreAction?: (dealer: Dealer) => ReactNode;
}

type Origin = { position: Position; place: Place | undefined };

type Problem =
  'malformedCode' | 'unknownCode' | 'tableFailed' | 'locationDenied' | 'locationUnavailable';

// The place table is the finder's one large file: fetched on the first search and kept.
let table: Promise<PlaceTable> | undefined;
function placeTable(): Promise<PlaceTable> {
  table ??= import('virtual:postal-places').then(
    (module) => readPlaceTable(module.default),
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  );
  return table;
}

const DealerInquiry = lazy(() => import('./dealer-inquiry'));

const noChange = () => () => undefined;
const pageAddress = () => window.location.href;
const noPage = () => '';

const GRADE_IDS = Object.keys(GRADE_NAMES);
const isGrade = (value: string | undefined): value is string =>
  value !== undefined && GRADE_IDS.includes(value);

const byPlace = (a: Dealer, b: Dealer) =>
  a.country.localeCompare(b.country) ||
  a.region.localeCompare(b.region) ||
  a.town.localeCompare(b.town) ||
  a.name.localeCompare(b.name);

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The dealer finder: the nearest dealers to a PIN or postal code or to the visitor's position,
 * or the dealers of a state, district and grade; a map of them, and on each dealer a call,
 * a WhatsApp chat, directions, an e-mail and an inquiry through that dealer.
 */
export function DealerLocator({
  country = '',
  state = '',
  grade = '',
  apiBase,
  headingLevel = 2,
  onSelected,
  onSubmitted,
  onFailed,
  moreAction,
}: DealerLocatorProps) {
  const lang = useLang();
  void loadAreas(lang, ['dealers']);
  const words: DealerWords = useArea('dealers')?.dealerText ?? DEALER_TEXT;
  const format = useMemo(() => dealerFormat(localeOf(lang)), [lang]);
  const id = useId();
  const [code, setCode] = useState('');
  const [region, setRegion] = useState(state);
  const [district, setDistrict] = useState('');
  const [chosenGrade, setChosenGrade] = useState(isGrade(grade) ? grade : '');
  const [origin, setOrigin] = useState<Origin | undefined>();
  const [problem, setProblem] = useState<{ kind: Problem; code?: string } | undefined>();
  const [busy, setBusy] = useState(false);
  const [inquiry, setInquiry] = useState<{ dealer: Dealer; open: boolean } | undefined>();
  const opener = useRef<HTMLElement | null>(null);

  // The page's own address goes into the WhatsApp message: none while the page is prerendered,
  // the browser's once it runs (after hydration, so the two renders agree).
  const page = useSyncExternalStore(noChange, pageAddress, noPage);
  // The host page's attributes change what is chosen, as a visitor's choice would.
  const [given, setGiven] = useState({ state, grade });
  if (given.state !== state || given.grade !== grade) {
    setGiven({ state, grade });
    if (given.state !== state) setRegion(state);
    if (given.grade !== grade) setChosenGrade(isGrade(grade) ? grade : '');
  }

  const inCountry = DEALERS.filter((dealer) => !country || dealer.country === country);
  const regions = (['IN', 'LK'] as const).map((code) => ({
    country: code,
    names: distinct(inCountry.filter((d) => d.country === code).map((d) => d.region)),
  }));
  const knownRegion = regions.some((group) => group.names.includes(region)) ? region : '';
  const inRegion = inCountry.filter((dealer) => !knownRegion || dealer.region === knownRegion);
  const districts = distinct(inRegion.map((dealer) => dealer.district));
  const knownDistrict = districts.includes(district) ? district : '';
  const pool = inRegion
    .filter((dealer) => !knownDistrict || dealer.district === knownDistrict)
    .filter((dealer) => !chosenGrade || dealer.grades.includes(chosenGrade));
  const shown = origin
    ? nearestDealers(pool, origin.position, NEAREST_SHOWN)
    : [...pool].sort(byPlace).map((dealer) => ({ dealer, km: undefined }));

  const placeName = origin
    ? origin.place
      ? `${origin.place.district}, ${origin.place.region}`
      : words.yourLocation
    : '';
  const summary =
    shown.length === 0
      ? words.noDealers
      : origin
        ? words.nearest(shown.length, placeName)
        : words.listed(shown.length);
  const problemText = problem
    ? problem.kind === 'unknownCode'
      ? words.unknownCode(problem.code ?? '')
      : words[problem.kind]
    : '';
  const gradeName = (chosenGrade && GRADE_NAMES[chosenGrade]) || words.anyGrade;

  const searchFrom = (next: Origin) => {
    setOrigin(next);
    setProblem(undefined);
    // A search looks for the nearest dealers anywhere; the grade still counts.
    setRegion('');
    setDistrict('');
  };

  async function searchCode(event: FormEvent) {
    event.preventDefault();
    const typed = postalCodeOf(code);
    if (!typed) {
      setProblem({ kind: 'malformedCode' });
      return;
    }
    setBusy(true);
    try {
      const place = (await placeTable()).find(typed.code);
      if (place) searchFrom({ position: place, place });
      else setProblem({ kind: 'unknownCode', code: typed.code });
    } catch {
      setProblem({ kind: 'tableFailed' });
    } finally {
      setBusy(false);
    }
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      setProblem({ kind: 'locationUnavailable' });
      return;
    }
    setBusy(true);
    setProblem(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        searchFrom({ position: { lat: coords.latitude, lon: coords.longitude }, place: undefined });
      },
      (error) => {
        setBusy(false);
        setProblem({
          kind: error.code === error.PERMISSION_DENIED ? 'locationDenied' : 'locationUnavailable',
        });
      },
      { maximumAge: 600_000, timeout: 20_000 },
    );
  }

  function act(dealer: Dealer, action: DealerAction, from: HTMLElement) {
    onSelected?.(dealer.id, action);
    if (action !== 'inquiry') return;
    opener.current = from;
    setInquiry({ dealer, open: true });
  }

  const Heading = `h${headingLevel}` as const;
  const codeProblem = problem?.kind === 'malformedCode' || problem?.kind === 'unknownCode';
  return (
    <>
      <section className="resin-dealers" aria-labelledby={`${id}-heading`}>
        <Heading id={`${id}-heading`} className="resin-dealers__heading" part="heading">
          {words.heading}
        </Heading>
        <p className="resin-dealers__intro">{words.intro}</p>
        <form
          className="resin-dealers__search"
          method="get"
          role="search"
          aria-label={words.searchLabel}
          onSubmit={(event) => void searchCode(event)}
          noValidate
        >
          <div className="resin-dealers__field">
            <label htmlFor={`${id}-code`} part="label">
              {words.codeLabel}
            </label>
            <span id={`${id}-hint`} className="resin-dealers__hint">
              {words.codeHint}
            </span>
            <input
              id={`${id}-code`}
              part="input"
              name="code"
              inputMode="numeric"
              autoComplete="postal-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={codeProblem || undefined}
              aria-describedby={`${id}-hint${codeProblem ? ` ${id}-problem` : ''}`}
            />
          </div>
          <button type="submit" part="button" disabled={busy}>
            {words.search}
          </button>
          <button type="button" part="button" onClick={locate} disabled={busy}>
            {words.useLocation}
          </button>
        </form>
        <p id={`${id}-problem`} className="resin-dealers__problem" part="problem" role="alert">
          {problemText}
        </p>
        <fieldset className="resin-dealers__filters">
          <legend>{words.filters}</legend>
          <label>
            <span>{words.region}</span>
            <select
              part="select"
              value={knownRegion}
              onChange={(event) => {
                setRegion(event.target.value);
                setDistrict('');
                setOrigin(undefined);
              }}
            >
              <option value="">{words.allRegions}</option>
              {regions
                .filter((group) => group.names.length > 0)
                .map((group) => (
                  <optgroup key={group.country} label={format.country(group.country)}>
                    {group.names.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </select>
          </label>
          <label>
            <span>{words.district}</span>
            <select
              part="select"
              value={knownDistrict}
              onChange={(event) => {
                setDistrict(event.target.value);
                setOrigin(undefined);
              }}
            >
              <option value="">{words.allDistricts}</option>
              {districts.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{words.grade}</span>
            <select
              part="select"
              value={chosenGrade}
              onChange={(event) =>
                setChosenGrade(isGrade(event.target.value) ? event.target.value : '')
              }
            >
              <option value="">{words.allGrades}</option>
              {GRADE_IDS.map((grade) => (
                <option key={grade} value={grade}>
                  {GRADE_NAMES[grade]}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <p className="resin-dealers__summary" part="results-summary" role="status" aria-busy={busy}>
          {busy ? '' : summary}
        </p>
        <div className="resin-dealers__results">
          <DealerMap dealers={shown.map((row) => row.dealer)} origin={origin?.position} />
          <ol className="resin-dealers__list" part="list" aria-label={summary}>
            {shown.map(({ dealer, km }) => (
              <li key={dealer.id}>
                <DealerCard
                  dealer={dealer}
                  km={km}
                  words={words}
                  format={format}
                  level={headingLevel === 2 ? 3 : 4}
                  message={words.whatsAppMessage(dealer.name, gradeName, page)}
                  onAction={act}
                  more={moreAction?.(dealer)}
                />
              </li>
            ))}
          </ol>
        </div>
        <p className="resin-dealers__credits">{DEALER_DATA_CREDITS}</p>
      </section>
      {inquiry ? (
        <Suspense fallback={null}>
          <DealerInquiry
            open={inquiry.open}
            onClose={() => setInquiry({ ...inquiry, open: false })}
            dealer={{
              id: inquiry.dealer.id,
              text: words.inquiryThrough(`${inquiry.dealer.name}, ${inquiry.dealer.town}`),
            }}
            returnFocusRef={opener}
            apiBase={apiBase}
            onSubmitted={onSubmitted}
            onFailed={onFailed}
          />
        </Suspense>
      ) : null}
    </>
  );
}
