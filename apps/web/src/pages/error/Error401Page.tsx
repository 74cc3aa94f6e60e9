import { ErrorView } from './ErrorView';

/** A shield with a padlock. */
function AccessDeniedArt() {
  return (
    <svg viewBox="0 0 240 180" width="240" height="180" className="error-svg">
      <ellipse cx="120" cy="164" rx="92" ry="8" fill="#e6ebf2" />
      <path
        d="M120 18 174 38v48c0 36-23 62-54 74-31-12-54-38-54-74V38z"
        className="error-fill-soft error-stroke"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M120 32 162 48v38c0 28-17 49-42 60-25-11-42-32-42-60V48z"
        fill="#fff"
        stroke="#d5dde8"
        strokeWidth="2"
      />
      <path
        d="M106 86V74a14 14 0 0 1 28 0v12"
        fill="none"
        className="error-stroke"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <rect x="96" y="84" width="48" height="40" rx="7" className="error-fill" />
      <circle cx="120" cy="100" r="5" fill="#fff" />
      <rect x="117.5" y="102" width="5" height="11" rx="2.5" fill="#fff" />
    </svg>
  );
}

/** /401: signed in, but this page is not for this account. */
export default function Error401Page() {
  return <ErrorView code="401" illustration={<AccessDeniedArt />} hint="ErrorPage:401Hint" />;
}
