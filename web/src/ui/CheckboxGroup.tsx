import type { ReactNode } from 'react';

/** A fieldset of checkboxes choosing any number of values; `onChange` gets the new selection (a value toggled on is added last). */
export function CheckboxGroup<V extends string>({
  legend,
  options,
  selected,
  onChange,
  className,
}: {
  legend: ReactNode;
  options: readonly { value: V; label: ReactNode }[];
  selected: readonly V[];
  onChange: (selected: V[]) => void;
  className?: string;
}) {
  const toggle = (v: V) => onChange(selected.includes(v) ? selected.filter((x) => x !== v) : [...selected, v]);
  return (
    <fieldset className={className}>
      <legend className="label">{legend}</legend>
      <div className="row">
        {options.map((o) => (
          <label key={o.value} className="checkbox small">
            <input type="checkbox" checked={selected.includes(o.value)} onChange={() => toggle(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
