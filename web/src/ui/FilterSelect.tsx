import { useId } from 'react';

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled select of a closed set of filter values (the table's and the calendar's filter bars). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(e) => {
          const picked = options.find((o) => o.value === e.target.value);
          if (picked) onChange(picked.value);
        }}
        data-testid={testId}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
