// The short reference a customer and the staff both read out for a quote ('E95B8C77'): the mails,
// the PDF, the staff's lists and the CSV all print the same one.

/** Short reference for people: the first 8 characters of the id, upper case. */
export function quoteNumber(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
