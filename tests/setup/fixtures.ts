// Shared fixtures for the request/outbox integration tests.
import crypto from 'node:crypto';
import { makeProduct } from '#domain/testing';
import type { Product } from '#domain/types';
import type { Executor } from '#server/db/client';
import { consultas, correos, presupuestos } from '#server/db/schema';

export const MAIL_TO = 'ventas@tienda.test';
export const MAIL_FROM = 'Tienda de prueba <tienda@tienda.test>';

export const PRODUCTS: Product[] = [
  makeProduct({ id: '10', name: 'Filtro de aceite', code: 'FA-10', price: '$ 12.500', numericPrice: 12500 }),
  makeProduct({ id: '11', name: 'Neumático 18.4-34', code: '', price: '1.234.567,50', numericPrice: 1234567.5 }),
  makeProduct({ id: '12', name: 'Bomba hidráulica', code: 'BH-1', price: 'Consultar', numericPrice: NaN }),
];

export function findProduct(id: string): Product | undefined {
  return PRODUCTS.find((p) => p.id === id);
}

export const key = () => crypto.randomUUID();

export function quoteInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Juan Pérez',
    location: 'Paraná',
    province: 'Entre Ríos',
    email: 'juan.perez@example.com',
    phone: '343 555-1234',
    items: [
      { id: '10', quantity: 2, price: '$ 1' }, // a browser price: must be ignored
      { id: '11', quantity: 1 },
      { id: '12', quantity: 3 },
    ],
    idempotencyKey: key(),
    website: '',
    ...overrides,
  };
}

export function enquiryInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'María Gómez',
    email: 'maria@example.com',
    phone: '',
    message: 'Hola, ¿tienen repuestos para una cosechadora?\nGracias.',
    idempotencyKey: key(),
    ...overrides,
  };
}

export async function clearTables(db: Executor): Promise<void> {
  await db.delete(correos);
  await db.delete(presupuestos);
  await db.delete(consultas);
}
