// Tables that once had another name, old name → current name (migration 0022,
// docs/decisions/0047-english-table-names.md). A backup made before a rename names the old table:
// the restore loads it under that name at the backup's schema version, the rename runs over it,
// and its row counts are then compared under the current name.
export const RENAMED_TABLES: Readonly<Record<string, string>> = {
  conteos_diarios: 'daily_counts',
  conteos_totales: 'daily_count_totals',
  busquedas_fijadas: 'search_pins',
  pedidos_dias: 'quote_days',
  pedidos_nombres: 'quoted_product_names',
  vistas_dias: 'view_days',
  busquedas_diarias: 'daily_searches',
  busquedas_visitantes: 'search_visitors',
  busquedas_sales: 'search_salts',
  busquedas_ocultas: 'hidden_search_texts',
};

/** The table's name today: a renamed table's new name, any other unchanged. */
export function currentTableName(name: string): string {
  return RENAMED_TABLES[name] ?? name;
}
