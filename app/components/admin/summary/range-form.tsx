// The period: the presets (7, 30, 90 days) as links and two dates as a GET form (works without JavaScript).
import { Link } from 'react-router';
import { RANGE_PRESETS, type SummaryRange } from '#domain/summary';
import { buttonClass, inputClass } from '../ui';

export function RangeForm({ range }: { range: SummaryRange }) {
  return (
    <nav aria-label="Período" className="flex flex-wrap items-end gap-2">
      {RANGE_PRESETS.map((days) => (
        <Link
          key={days}
          to={`?rango=${days}`}
          aria-current={range.preset === days ? 'page' : undefined}
          className={range.preset === days ? buttonClass.primary : buttonClass.secondary}
        >
          {days} días
        </Link>
      ))}
      <form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm text-stone-700">
          Desde
          <input type="date" name="desde" defaultValue={range.from} className={inputClass} min="2000-01-01" max="2100-12-31" />
        </label>
        <label className="text-sm text-stone-700">
          Hasta
          <input type="date" name="hasta" defaultValue={range.to} className={inputClass} min="2000-01-01" max="2100-12-31" />
        </label>
        <button type="submit" className={buttonClass.secondary}>
          Ver
        </button>
      </form>
    </nav>
  );
}
