/** Shared typography for the static legal pages. */
export function LegalPage({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <article className="card mx-auto max-w-3xl p-6 sm:p-10 [&_a]:text-indigo-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-3 [&_p]:leading-relaxed [&_p]:text-gray-700 [&_ul]:mt-3 [&_ul]:space-y-1 [&_ul]:text-gray-700">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-sm text-gray-600">{subtitle}</p>
      {children}
    </article>
  );
}
