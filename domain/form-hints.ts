// Texts shown next to the form fields, apart from the rules in forms.ts: a page that only shows
// them does not load zod in the browser.

/** The hidden field bots fill in and people never see: a filled one means 'pretend and drop'. */
export const HONEYPOT_FIELD = 'website';

/** Hint under the quote form's phone field (docs/product.md §5). */
export const PHONE_HINT = "Código de área sin '0' y número sin '15'.";
