export function ConditionBadge({ condition }: { condition: string }) {
  const isNew = condition === 'Nuevo';
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold shadow-sm ${isNew ? 'bg-brand-600 text-white' : 'bg-accent-400 text-stone-900'}`}
    >
      {condition}
    </span>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className="inline-block rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800">{category}</span>;
}
