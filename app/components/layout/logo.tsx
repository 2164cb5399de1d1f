/** The brand mark (same drawing as /images/logo.svg and the favicon). */
export function Logo({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className={className}>
      <rect width="48" height="48" rx="12" fill="#1d4ed8" />
      <path
        d="M14 12h10a12 12 0 0 1 0 24H14z"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <circle cx="34" cy="14" r="4" fill="#38bdf8" />
    </svg>
  );
}
