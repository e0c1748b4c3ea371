import type { ReactNode } from 'react';
import { SHOP_TEMPERATURE, WANTED_GEL_TIME, type Span } from '../../../content/cure-guide';
import type { GEL_TIME_TEXT } from '../../../content/gel-time-page';
import type { Translation } from '../../../content/i18n/translation';
import { LAMINATE_THICKNESS, PART_AREA, PROCESSES } from '../../../content/laminate-guide';
import { useFigures } from './figures';
import { CALCULATOR_GRADES, type Job, type Worked } from './job';

type Text = Translation<typeof GEL_TIME_TEXT>;

interface FieldProps {
  name: keyof Job;
  label: string;
  unit: string;
  span: Span;
  job: Job;
  /** Whether the typed figure is one the calculation takes. */
  valid: boolean;
  ready: boolean;
  text: Text;
  onChange: (field: keyof Job, value: string) => void;
}

/** A figure with its unit, its range under it, and what is wrong with it when it is. */
function NumberField({ name, label, unit, span, job, valid, ready, text, onChange }: FieldProps) {
  const { number } = useFigures();
  const id = `gel-time-${name}`;
  const range = [`${number(span.min, 2)} ${unit}`, `${number(span.max, 2)} ${unit}`] as const;
  return (
    <div className="gel-time__field">
      <label htmlFor={id}>
        {label} ({unit})
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        step="any"
        min={span.min}
        max={span.max}
        value={job[name]}
        disabled={!ready}
        aria-invalid={valid ? undefined : true}
        aria-describedby={valid ? `${id}-range` : `${id}-range ${id}-problem`}
        onChange={(event) => onChange(name, event.target.value)}
      />
      <p id={`${id}-range`} className="gel-time__range">
        {text.between(...range)}
      </p>
      {valid ? null : (
        <p id={`${id}-problem`} className="gel-time__problem">
          {text.outside(...range)}
        </p>
      )}
    </div>
  );
}

function Choice({
  name,
  label,
  value,
  ready,
  onChange,
  children,
}: {
  name: keyof Job;
  label: string;
  value: string;
  ready: boolean;
  onChange: (field: keyof Job, value: string) => void;
  children: ReactNode;
}) {
  const id = `gel-time-${name}`;
  return (
    <div className="gel-time__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={!ready}
        onChange={(event) => onChange(name, event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * The job: the grade, the workshop temperature and gel time wanted, and the part. Until the app
 * has adopted the page (and without JavaScript) the fields are disabled and the answer beside
 * them is the worked example's.
 */
export function JobForm({
  job,
  worked,
  ready,
  text,
  onChange,
}: {
  job: Job;
  worked: Worked;
  ready: boolean;
  text: Text;
  onChange: (field: keyof Job, value: string) => void;
}) {
  const { number } = useFigures();
  const field = { job, ready, text, onChange };
  return (
    <form
      className="gel-time__form"
      method="get"
      aria-labelledby="gel-time-form"
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="gel-time-form">{text.formHeading}</h2>
      <Choice name="grade" label={text.grade} value={job.grade} ready={ready} onChange={onChange}>
        {CALCULATOR_GRADES.map((product) => (
          <option key={product.id} value={product.id}>
            {product.title}
          </option>
        ))}
      </Choice>
      <p className="gel-time__note">{text.gradeNote}</p>
      <fieldset className="gel-time__group">
        <legend>{text.cureHeading}</legend>
        <NumberField
          {...field}
          name="temp"
          label={text.temperature}
          unit="°C"
          span={SHOP_TEMPERATURE}
          valid={worked.temperature !== undefined}
        />
        <NumberField
          {...field}
          name="gel"
          label={text.wantedGelTime}
          unit="min"
          span={WANTED_GEL_TIME}
          valid={worked.wanted !== undefined}
        />
      </fieldset>
      <fieldset className="gel-time__group">
        <legend>{text.partHeading}</legend>
        <NumberField
          {...field}
          name="area"
          label={text.area}
          unit="m²"
          span={PART_AREA}
          valid={worked.area !== undefined}
        />
        {worked.kind === 'laminating' ? (
          <>
            <NumberField
              {...field}
              name="thickness"
              label={text.thickness}
              unit="mm"
              span={LAMINATE_THICKNESS}
              valid={worked.thickness !== undefined}
            />
            <Choice
              name="process"
              label={text.process}
              value={job.process}
              ready={ready}
              onChange={onChange}
            >
              {PROCESSES.map((process) => (
                <option key={process.id} value={process.id}>
                  {text.processOption(
                    text.processes[process.id],
                    `${number(process.glass.min, 0)}–${number(process.glass.max, 0)} %`,
                  )}
                </option>
              ))}
            </Choice>
          </>
        ) : (
          <p className="gel-time__note">{text.gelcoatPart}</p>
        )}
      </fieldset>
    </form>
  );
}
