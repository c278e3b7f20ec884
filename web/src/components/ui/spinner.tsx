// A centred loading indicator announced to screen readers.

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-24">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
