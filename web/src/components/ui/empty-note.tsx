// What a list says when it has nothing to show: one centred line in the list's place.

export function EmptyNote({ children }: { children: string }) {
  return <p className="py-6 text-center text-sm text-slate-600">{children}</p>;
}
