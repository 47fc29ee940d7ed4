// The brands of machines and engines sold in Argentina that 'Aplica para' names, with the ways the
// sheet writes them. The owner adds brands and aliases in the 'maquinas' tab (owner-table.ts).

export interface BrandEntry {
  /** Name as shown to visitors: 'Massey Ferguson'. */
  name: string;
  /** Other spellings that mean this brand ('MF', 'Massey'); the name itself is always one. */
  aliases: readonly string[];
  /**
   * Letters a model may start with that only repeat the brand ('MF 34' is '34' of a Massey
   * Ferguson): one model whichever way it is written, shown with the first prefix.
   */
  modelPrefixes?: readonly string[];
}

/** How much the owner's 'maquinas' tab may add (owner-table.ts); the phone's file is checked against it too. */
export const MACHINE_TABLE_LIMITS = {
  rows: 10_000,
  cells: 40,
  /** Brands added by the tab. */
  brands: 500,
  /** Aliases the tab adds in all. */
  aliases: 2_000,
  chars: 40,
  issues: 50,
} as const;

// Bare 'Deutz' names Deutz engines (BF6M 1013, TCD 6.1) in every row of the sample, so it is its
// own brand; 'Deutz Fahr' and 'DF' are the tractors (docs/decisions/0040-machines-from-applies-to.md).
export const BUILT_IN_BRANDS: readonly BrandEntry[] = [
  { name: 'John Deere', aliases: ['JD', 'Deere', 'John-Deere'] },
  { name: 'Case IH', aliases: ['Case', 'CaseIH', 'Case-IH', 'CIH'] },
  { name: 'New Holland', aliases: ['NH', 'New-Holland'] },
  { name: 'Massey Ferguson', aliases: ['MF', 'Massey', 'Massey-Ferguson'], modelPrefixes: ['MF'] },
  { name: 'Deutz-Fahr', aliases: ['Deutz Fahr', 'DF', 'DeutzFahr'] },
  { name: 'Deutz', aliases: [] },
  { name: 'Valtra', aliases: ['Valmet'] },
  { name: 'Agrale', aliases: [] },
  { name: 'Pauny', aliases: [] },
  { name: 'Zanello', aliases: [] },
  { name: 'Vassalli', aliases: ['Vasalli'] },
  { name: 'Don Roque', aliases: ['DonRoque'] },
  { name: 'Gherardi', aliases: [] },
  { name: 'Jacto', aliases: [] },
  { name: 'Metalfor', aliases: [] },
  { name: 'Pla', aliases: [] },
  { name: 'Apache', aliases: [] },
  { name: 'Akron', aliases: [] },
  { name: 'Claas', aliases: [] },
  { name: 'Fendt', aliases: [] },
  { name: 'Challenger', aliases: [] },
  { name: 'Ford', aliases: [] },
  { name: 'Fiat', aliases: ['Fiatagri'] },
  { name: 'Hanomag', aliases: [] },
  { name: 'Ombú', aliases: ['Ombu'] },
  { name: 'Cestari', aliases: [] },
  { name: 'Crucianelli', aliases: [] },
  { name: 'Agrometal', aliases: [] },
  { name: 'Giorgi', aliases: [] },
  { name: 'Tanzi', aliases: [] },
  { name: 'Erca', aliases: [] },
  { name: 'Bernardin', aliases: [] },
  { name: 'Iveco', aliases: [] },
  { name: 'Cummins', aliases: [] },
  { name: 'Perkins', aliases: [] },
  { name: 'Mercedes-Benz', aliases: ['Mercedes Benz', 'Mercedes', 'MB'] },
  { name: 'Scania', aliases: [] },
  { name: 'AGCO Power', aliases: ['AGCO', 'Sisu'] },
  { name: 'MWM', aliases: [] },
  { name: 'Volvo', aliases: [] },
  { name: 'Toyota', aliases: [] },
  { name: 'Chevrolet', aliases: ['Chevy'] },
  { name: 'Volkswagen', aliases: ['VW'] },
  { name: 'Nissan', aliases: [] },
  { name: 'Kuhn', aliases: [] },
  { name: 'Mainero', aliases: [] },
  { name: 'Yomel', aliases: [] },
  { name: 'Hidroneumática', aliases: ['Hidroneumatica'] },
];
