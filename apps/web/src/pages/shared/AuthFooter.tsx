import { Link } from 'react-router';

/** The line under a sign-in form that leads to the other one ("new user? Register", and back). */
export function AuthFooter({
  text,
  to,
  linkText,
  testId,
}: {
  text: string;
  to: string;
  linkText: string;
  testId: string;
}) {
  return (
    <div className="auth-footer">
      {text}
      <Link to={to} data-testid={testId}>
        {linkText}
      </Link>
    </div>
  );
}
