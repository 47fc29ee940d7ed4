// One Drizzle schema for both engines (embedded PGlite and PostgreSQL), one module per business
// object. Migrations in drizzle/ are written by hand to match these files (docs/how-to.md, "Add a
// migration"); schema-migrations.test.ts fails when the two disagree, and schema-names.test.ts keeps
// the tables' naming rule.
export * from './requests';
export * from './quote-answers';
export * from './mail';
export * from './staff';
export * from './sign-in';
export * from './rate-limits';
export * from './team';
export * from './searches';
export * from './summary';
export * from './catalog';
export * from './processes';
export * from './shop-iva';
