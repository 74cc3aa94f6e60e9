import { ErrorView } from './ErrorView';

/** A document searched in vain. */
function NotFoundArt() {
  return (
    <svg viewBox="0 0 240 180" width="240" height="180" className="error-svg">
      <ellipse cx="120" cy="164" rx="92" ry="8" fill="#e6ebf2" />
      <rect x="58" y="22" width="96" height="126" rx="10" fill="#fff" stroke="#d5dde8" strokeWidth="2" />
      <rect x="74" y="42" width="50" height="8" rx="4" fill="#dfe6ef" />
      <rect x="74" y="60" width="64" height="6" rx="3" fill="#e9eef4" />
      <rect x="74" y="74" width="58" height="6" rx="3" fill="#e9eef4" />
      <rect x="74" y="88" width="40" height="6" rx="3" fill="#e9eef4" />
      <circle cx="150" cy="108" r="30" className="error-fill-soft" />
      <circle cx="150" cy="108" r="30" fill="none" className="error-stroke" strokeWidth="6" />
      <line
        x1="172"
        y1="130"
        x2="196"
        y2="154"
        className="error-stroke"
        strokeWidth="11"
        strokeLinecap="round"
      />
      <path
        d="M141 101a9 9 0 1 1 13.5 7.8c-2.7 1.6-4.5 3.2-4.5 6.2v2"
        fill="none"
        className="error-stroke"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="150" cy="125" r="3.2" className="error-fill" />
    </svg>
  );
}

/** /404, and the content of a route whose policy is not granted. */
export default function Error404Page() {
  return <ErrorView code="404" illustration={<NotFoundArt />} />;
}
