/** Rows as a Markdown table, columns padded to their widest cell, ending in a blank line. */
export function tableText(headers: string[], rows: (string | number)[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
    '',
  ].join('\n');
}

/** Prints rows as a Markdown table, columns padded to their widest cell. */
export function table(headers: string[], rows: (string | number)[][]) {
  console.log(tableText(headers, rows));
}
