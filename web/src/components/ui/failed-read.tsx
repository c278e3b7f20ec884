// A read that failed: the spec's message (or ours) and a Try again button that reads again.

export function FailedRead({
  message,
  onRetry,
  className,
  role,
}: {
  message: string;
  onRetry: () => unknown;
  className: string;
  role?: 'alert';
}) {
  return (
    <p role={role} className={className}>
      {message}{' '}
      <button
        type="button"
        onClick={() => void onRetry()}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Try again
      </button>
    </p>
  );
}
