// Said near the top of a back-office screen the spec fills with sample data (System Settings, API Management, Audit
// Logs): what it shows is not the site's, and its buttons change nothing. Our wording; the spec gives none.

export function SampleDataNotice({ children }: { children: string }) {
  return (
    <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <span className="font-semibold">Sample data.</span> {children}
    </p>
  );
}
