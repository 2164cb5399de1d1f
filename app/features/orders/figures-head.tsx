/**
 * The head of a small table of figures: the first column names the row, the
 * others are amounts or counts, aligned on the end.
 */
export function FiguresHead({ columns: [first, ...figures] }: { columns: [string, ...string[]] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="py-1 text-start">
          {first}
        </th>
        {figures.map((column) => (
          <th key={column} scope="col" className="py-1 text-end">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
