// Shapes shared by every layer. Pure data: no React, no I/O.

/** The spreadsheet's own columns (docs/product.md §3), exactly as the header row names them. */
export const SHEET_COLUMNS = [
  'ID',
  'Titulo',
  'Descripción',
  'Codigo',
  'Marca',
  'Aplica para',
  'Precio',
  'Categoria',
  'Estado',
  'Cheques',
  'URL Imagenes',
  'URL Video',
] as const;

export type SheetColumn = (typeof SHEET_COLUMNS)[number];

/** One spreadsheet row as a parser hands it over: header name -> cell value. */
export type SheetRow = Partial<Record<SheetColumn, unknown>> & Record<string, unknown>;

export type Condition = 'Nuevo' | 'Usado';

export interface Product {
  id: string;
  slug: string;
  name: string;
  description: string;
  code: string;
  brand: string;
  appliesTo: string;
  /** Display text as written in the sheet. */
  price: string;
  /** Parsed number; NaN when the sheet has no usable price ('Consultar'). */
  numericPrice: number;
  /** A dollar price in whole pesos at the shop's exchange rate; absent without a rate (domain/exchange-rate.ts). */
  pesoEstimate?: number;
  category: string;
  condition: Condition;
  /** From the Cheques column, as text. */
  paymentOptions: string;
  /** The optional IVA column, in percent; absent: the category group's default, else 21. */
  ivaRate?: number;
  /** The optional 'Precio financiado' column, shown like the price; '' when written but unusable. */
  financedPrice?: string;
  /** The optional CFTEA column, in percent, that goes with the financed price. */
  cftea?: number;
  image: string | null;
  images: string[];
  videoUrl: string | null;
}

/** A problem found in one spreadsheet cell, for the staff's row report. */
export interface RowIssue {
  /** Sheet row number as the staff see it (the header is row 1). */
  row: number;
  column: SheetColumn | string;
  /** Spanish explanation for the staff. */
  problem: string;
  /** 'error': the row was left out of the shop; 'warning': it is shown, with a default or a fix. */
  severity: 'error' | 'warning';
}

export type SortOrder = 'price_desc' | 'price_asc';
/** A search's order: relevance (with a term) or a price order. */
export type SearchSort = SortOrder | 'relevance';

/** Search state (docs/product.md §3): 'Todas'/'Todos' in a list means all. */
export interface SearchState {
  term: string;
  categories: string[];
  brands: string[];
  conditions: string[];
  sort: SearchSort;
}

/** Quote form fields (page /presupuesto), all required. */
export interface BudgetForm {
  name: string;
  location: string;
  province: string;
  email: string;
  phone: string;
}

/** Row of table presupuestos (docs/product.md §3). */
export interface BudgetRequestRecord {
  nombre_apellido: string;
  localidad: string;
  provincia: string;
  email: string;
  telefono: string;
  /** code is '' when the product has none; price is the display text ('$ 1.500' or 'Consultar'). */
  detalles_carrito: Array<{ id: string; name: string; code: string; quantity: number; price: string }>;
  total_estimado: number;
}

/** Body of the send-budget-email call (docs/product.md §7). */
export interface BudgetEmailPayload {
  formData: BudgetForm;
  /** Plain-text bulleted list of the cart lines. */
  cartDetails: string;
  /** Formatted estimated total, e.g. '$ 3.000'. */
  total: string;
}

/** Contact enquiry (docs/product.md §3). */
export interface ContactEnquiry {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

/** Customer review (docs/product.md §3). */
export interface Review {
  author_name: string;
  profile_photo_url: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  relative_time_description: string;
  /** Seconds since the epoch. */
  time: number;
}
