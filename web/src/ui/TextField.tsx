import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A line under the input, announced with it (aria-describedby). */
  hint?: string;
}

/** A labelled form input (`.field`): the label points at the input, the hint is its description. */
export function TextField({ label, hint, onValueChange, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input {...input} id={id} className={className ?? 'input'} aria-describedby={hint ? hintId : undefined} onChange={(e) => onValueChange(e.target.value)} />
      {hint ? (
        <span id={hintId} className="hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
