// The two lists of /admin/busquedas that the staff keep by hand (hidden searches, pinned searches):
// the searched text, one column of their own, and a button that posts the row's undo ('Volver a
// mostrar', 'Quitar'). Each button names its row: several alike say nothing to a screen reader.
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../../auth/csrf-field';
import { StaffTable } from './ui';

export interface SearchRow {
  key: string | number;
  text: string;
  /** The second column's cell. */
  detail: ReactNode;
  /** The row's button: the form's intent, the field naming the row, and the button's looks and words. */
  post: { intent: string; field: string; value: string | number; className: string; label: string; text: string };
}

export function SearchRowsTable({
  testid,
  caption,
  detail,
  rowTestid,
  rows,
}: {
  testid: string;
  caption: string;
  detail: string;
  rowTestid: string;
  rows: SearchRow[];
}) {
  return (
    <StaffTable
      testid={testid}
      caption={caption}
      columns={[
        ['Búsqueda', 'py-2 pr-3'],
        [detail, 'py-2 pr-3'],
        ['', 'py-2'],
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key} className="align-top" data-testid={rowTestid}>
          <td className="break-all py-2 pr-3 font-semibold text-stone-900">{row.text}</td>
          <td className="break-words py-2 pr-3">{row.detail}</td>
          <td className="py-2">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value={row.post.intent} />
              <input type="hidden" name={row.post.field} value={row.post.value} />
              <button type="submit" className={row.post.className} aria-label={row.post.label}>
                {row.post.text}
              </button>
            </Form>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
