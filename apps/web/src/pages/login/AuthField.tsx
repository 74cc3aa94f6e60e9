import type { ReactNode } from 'react';

/** What a control inside an AuthField takes so that its label and error message point at it. */
export interface AuthFieldControlProps {
  id: string;
  'data-testid': string;
  status: 'error' | undefined;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * One labelled field of the login form, with its error line below (announced when it appears).
 * `control` renders the input with the ids and error state that tie it to the label and message.
 */
export function AuthField({
  id,
  label,
  error,
  message,
  control,
}: {
  id: string;
  label: string;
  error: string | null;
  /** Shown in the error line when there is no error. */
  message?: ReactNode;
  control: (props: AuthFieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label className="auth-label" htmlFor={id}>
        {label}
      </label>
      {control({
        id,
        'data-testid': id,
        status: error ? 'error' : undefined,
        'aria-invalid': !!error,
        'aria-describedby': error ? errorId : undefined,
      })}
      <div className="auth-field-error" id={errorId} role="alert">
        {error ?? message ?? null}
      </div>
    </div>
  );
}
