export function ConditionBadge({ condition }: { condition: string }) {
  const isNew = condition === 'Nuevo';
  return <span className={isNew ? 'badge badge-new' : 'badge badge-used'}>{condition}</span>;
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className="inline-block rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">{category}</span>;
}
