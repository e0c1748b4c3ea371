import './check-list.css';

export interface CheckListProps {
  items: readonly string[];
  className?: string;
  /** The list ends its card or column: no space after it, a little more between its lines. */
  flush?: boolean;
}

/** A list whose points each carry a drawn check mark. */
export function CheckList({ items, className, flush = false }: CheckListProps) {
  const classes = ['check-list', flush && 'check-list--flush', className].filter(Boolean);
  return (
    <ul className={classes.join(' ')}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
