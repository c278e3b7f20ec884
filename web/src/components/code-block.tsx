// A block of code or JSON, scrollable on narrow screens.

export function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="mt-4">
      <figcaption className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</figcaption>
      <pre className="mt-2 overflow-x-auto rounded-xl bg-slate-950 p-4 text-sm leading-6 text-slate-100">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
