import type { ReactNode, TextareaHTMLAttributes } from 'react';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  /** A line under the field, which describes it. */
  hint?: ReactNode;
}

/** A labelled text area (a brand's bio or USP), with an optional hint under it. */
export function TextAreaField({ id, label, hint, ...textarea }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...textarea} />
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
