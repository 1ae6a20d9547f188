/** Questions and answers as disclosure widgets: keyboard- and screen-reader-friendly without script. */
export function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="mt-4 space-y-3">
      {items.map((f) => (
        <details key={f.question} className="rounded-xl border border-white/10 bg-night-900/60 p-4">
          <summary className="cursor-pointer font-semibold text-white">{f.question}</summary>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
