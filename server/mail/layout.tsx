// The pieces every mail's HTML body is built from: one document layout, the label/value table and
// a paragraph that keeps the writer's line breaks. Rendered with renderToStaticMarkup, so every
// value (visitor, staff or spreadsheet) is escaped by React, never by hand. Inline styles and
// presentation tables only: mail clients ignore style sheets.
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export const MUTED = '#6b7280';

const BODY: CSSProperties = { fontFamily: 'Arial,Helvetica,sans-serif', fontSize: '14px', color: '#1f2937' };

/** The whole document: Spanish, UTF-8, the subject as its title. `tone` 'customer' is the answer mails' warmer grey and looser lines. */
export function MailLayout({ title, tone = 'shop', children }: { title: string; tone?: 'shop' | 'customer'; children: ReactNode }) {
  const style: CSSProperties = tone === 'customer' ? { ...BODY, color: '#1c1917', lineHeight: 1.45 } : BODY;
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={style}>{children}</body>
    </html>
  );
}

export function MailHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: '18px' }}>{children}</h1>;
}

/** Label and value rows, as the staff reads a request. */
export function FieldTable({ fields }: { fields: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table role="presentation" style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {fields.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ padding: '4px 12px 4px 0', verticalAlign: 'top' }}>
              {label}
            </th>
            <td style={{ padding: '4px 0' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Text typed by a person: pre-wrap keeps its line breaks without turning them into markup. */
export function PlainParagraph({ text }: { text: string }) {
  return <p style={{ whiteSpace: 'pre-wrap' }}>{text}</p>;
}

/** The HTML body of a mail: a doctype and the rendered layout. */
export function renderMail(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
