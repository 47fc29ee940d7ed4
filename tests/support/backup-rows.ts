// Rows the backup tests fill a database with: a quote from Paraná and the staff's first answer to
// it, with the fields each test tells apart given and the rest the same everywhere.
import type { Database } from '#server/db/client';
import { presupuestoRespuestas, presupuestos } from '#server/db/schema';

interface QuoteRow {
  key: string;
  name: string;
  email: string;
  cart: unknown[];
  total: number;
}

export async function insertQuote(db: Database, quote: QuoteRow): Promise<string> {
  const [row] = await db
    .insert(presupuestos)
    .values({
      idempotencyKey: quote.key,
      nombreApellido: quote.name,
      localidad: 'Paraná',
      provincia: 'Entre Ríos',
      email: quote.email,
      telefono: '343 555-1234',
      detallesCarrito: quote.cart as never,
      totalEstimado: quote.total,
    })
    .returning({ id: presupuestos.id });
  return row.id;
}

interface AnswerRow {
  message: string;
  totalCents: number;
  userId: string;
  actor: string;
}

export async function insertFirstAnswer(db: Database, quoteId: string, answer: AnswerRow): Promise<void> {
  await db.insert(presupuestoRespuestas).values({
    presupuestoId: quoteId,
    version: 1,
    contenido: { lines: [], shipping: 'Retira', validUntil: '2026-12-31', paymentTerms: 'Contado', message: answer.message },
    totalCentavos: answer.totalCents,
    userId: answer.userId,
    actor: answer.actor,
  });
}
