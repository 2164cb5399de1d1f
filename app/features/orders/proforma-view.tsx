import type { Proforma } from "./proforma.server";

/**
 * The pro-forma as a page section, printable (the site's chrome and the
 * dark theme stay off paper: see the print rule of site-theme.css): the same
 * words and figures as its PDF.
 */
export function ProformaView({ proforma }: { proforma: Proforma }) {
  return (
    <article
      data-testid="proforma"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-sm text-slate-900 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 className="text-2xl font-bold">{proforma.title}</h2>
      <ul className="mt-1 text-slate-600 dark:text-slate-300">
        {proforma.meta.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {[proforma.seller, proforma.customer].map((block) => (
          <section key={block.title}>
            <h3 className="font-semibold">{block.title}</h3>
            <ul className="mt-1 break-words">
              {block.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {/* On a phone each line is a block, its figures labelled like the columns: no sideways scrolling. */}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse max-sm:block sm:min-w-[28rem]">
          <thead className="max-sm:sr-only">
            <tr className="bg-slate-100 dark:bg-slate-800">
              {proforma.columns.map((label, i) => (
                <th
                  key={label}
                  scope="col"
                  className={`px-2 py-1.5 font-semibold ${i === 0 ? "text-start" : "text-end"}`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {proforma.lines.map((row, r) => (
              <tr
                key={r}
                className="border-b border-slate-200 max-sm:block max-sm:py-2 dark:border-slate-700"
              >
                {row.map((cell, i) => (
                  <td
                    key={i}
                    data-label={proforma.columns[i]}
                    className={
                      i === 0
                        ? "px-2 py-1.5 text-start max-sm:block max-sm:px-0 max-sm:font-medium"
                        : "px-2 py-1.5 text-end tabular-nums whitespace-nowrap max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-0.5 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] max-sm:dark:before:text-slate-300"
                    }
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {proforma.totals.map((total) => (
          <div key={total.label} className={`contents ${total.strong ? "font-semibold" : ""}`}>
            <dt>{total.label}</dt>
            <dd className="text-end tabular-nums whitespace-nowrap">{total.amount}</dd>
          </div>
        ))}
      </dl>
      <section className="mt-6">
        <h3 className="font-semibold">{proforma.howToPay.title}</h3>
        <ul className="mt-1 list-disc ps-5">
          {proforma.howToPay.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <p className="mt-6 text-xs text-slate-600 dark:text-slate-300">{proforma.notice}</p>
    </article>
  );
}
