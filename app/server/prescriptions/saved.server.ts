import crypto from 'node:crypto';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction as Tx } from '../../../db/connection';
import type { RateLimitRule } from '../../../db/rate-limit';
import type { Prescription } from '~/lib/prescription/prescription';
import { checkSavedPrescription, type SavedPrescription, type SavedPrescriptionErrors } from '~/lib/prescription/saved';

export type { SavedPrescription };
import { savedPrescriptions } from '../db/prescriptions';
import { retryAfter } from '../limits/per-ip.server';
import { takeWrite } from '../limits/write-limit.server';
import { PrescriptionError } from './errors';

export const MAX_SAVED = 20;

/**
 * Saving, changing and deleting saved prescriptions, per customer, through the JSON API and the
 * profile's forms alike (`countPrescriptionWrite`): each write asks the Storefront API who is asking,
 * so a script with a session must not repeat them without end. Far above what a person does.
 */
export const PRESCRIPTION_WRITE_LIMIT: RateLimitRule = { name: 'prescription-write', limit: 30, windowMs: 10 * 60_000 };

/** Counts one prescription write of the customer (PRESCRIPTION_WRITE_LIMIT), the JSON API's and the profile's alike, or throws the 429. */
export async function countPrescriptionWrite(db: Database, customerId: string, i18n: I18n): Promise<void> {
  const refused = await takeWrite(db, PRESCRIPTION_WRITE_LIMIT, customerId, i18n);
  if (refused) throw new PrescriptionError(429, refused.message, retryAfter(refused));
}

/** A refused save: one message per field, as the form shows them. */
export class PrescriptionFieldsError extends PrescriptionError {
  constructor(
    message: string,
    readonly fields: SavedPrescriptionErrors,
  ) {
    super(400, message);
  }
}

type Row = typeof savedPrescriptions.$inferSelect;

function toView(row: Row): SavedPrescription {
  return {
    id: row.id,
    name: row.name,
    ...row.prescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The name and values of a save, or a PrescriptionFieldsError naming every broken field. */
function checkSaved(values: Record<string, string>, i18n: I18n): { name: string; prescription: Prescription } {
  const checked = checkSavedPrescription(values, i18n);
  if (!checked.ok) throw new PrescriptionFieldsError(Object.values(checked.errors).join(' '), checked.errors);
  return { name: checked.name, prescription: checked.prescription };
}

export async function listSaved(db: Database, customerId: string): Promise<SavedPrescription[]> {
  const rows = await db
    .select()
    .from(savedPrescriptions)
    .where(eq(savedPrescriptions.customerId, customerId))
    .orderBy(asc(savedPrescriptions.createdAt));
  return rows.map(toView);
}

/**
 * Whether `id` is a UUID, as every saved prescription's is. Anything else names none and never
 * reaches the database: a null byte in a path (`%00`) is an error there, not a miss.
 */
function isSavedId(id: string): boolean {
  return z.uuid().safeParse(id).success;
}

export async function findSaved(db: Database, customerId: string, id: string): Promise<SavedPrescription | null> {
  if (!isSavedId(id)) return null;
  const [row] = await db
    .select()
    .from(savedPrescriptions)
    .where(and(eq(savedPrescriptions.id, id), eq(savedPrescriptions.customerId, customerId)));
  return row ? toView(row) : null;
}

/**
 * The advisory locks' first key for saved prescriptions: the two-key space, beside the uploads'
 * owner locks (`files.server.ts`, 11) and apart from the migrations' one-key locks.
 */
const SAVED_LOCK_CLASS = 12;

/**
 * Takes the customer's turn for the rest of the transaction and answers how many prescriptions they
 * keep: one customer's saves run one at a time, so saves sent at once (to one instance or several)
 * cannot pass MAX_SAVED together by each counting before the others insert.
 */
async function customerTurn(tx: Tx, customerId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_LOCK_CLASS}, hashtext(${customerId}))`);
  const [held] = await tx
    .select({ value: count() })
    .from(savedPrescriptions)
    .where(eq(savedPrescriptions.customerId, customerId));
  return held?.value ?? 0;
}

/** Keeps a new prescription for the customer, unless they keep MAX_SAVED already (400). */
export async function createSaved(
  db: Database,
  i18n: I18n,
  customerId: string,
  values: Record<string, string>,
): Promise<SavedPrescription> {
  const checked = checkSaved(values, i18n);
  const row = await db.transaction(async (tx) => {
    if ((await customerTurn(tx, customerId)) >= MAX_SAVED) return null;
    const [inserted] = await tx
      .insert(savedPrescriptions)
      .values({ id: crypto.randomUUID(), customerId, ...checked })
      .returning();
    return inserted!;
  });
  if (!row) {
    throw new PrescriptionError(400, i18n._(msg`You can keep up to 20 saved prescriptions. Delete one you no longer use first.`));
  }
  return toView(row);
}

export async function updateSaved(
  db: Database,
  i18n: I18n,
  customerId: string,
  id: string,
  values: Record<string, string>,
): Promise<SavedPrescription> {
  const checked = checkSaved(values, i18n);
  if (!isSavedId(id)) throw notFound(i18n);
  const [row] = await db
    .update(savedPrescriptions)
    .set({ ...checked, updatedAt: new Date() })
    .where(and(eq(savedPrescriptions.id, id), eq(savedPrescriptions.customerId, customerId)))
    .returning();
  if (!row) throw notFound(i18n);
  return toView(row);
}

export async function deleteSaved(db: Database, i18n: I18n, customerId: string, id: string): Promise<void> {
  if (!isSavedId(id)) throw notFound(i18n);
  const rows = await db
    .delete(savedPrescriptions)
    .where(and(eq(savedPrescriptions.id, id), eq(savedPrescriptions.customerId, customerId)))
    .returning({ id: savedPrescriptions.id });
  if (rows.length === 0) throw notFound(i18n);
}

export function notFound(i18n: I18n) {
  return new PrescriptionError(404, i18n._(msg`No saved prescription found with this ID.`));
}

/**
 * A JSON body in the API's shape (`name`, `date`, `right`/`left` with sph, cyl, axis, add, and `pd`)
 * as the form's values, so one schema checks both. Numbers may come as numbers or as text.
 */
export function valuesFromJson(body: unknown): Record<string, string> {
  const object = isObject(body) ? body : {};
  const text = (value: unknown) =>
    value === null || value === undefined ? '' : typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
  // A name is text: anything else is no name (the check then asks for one).
  const name = typeof object.name === 'string' ? object.name : '';
  const values: Record<string, string> = { name, date: text(object.date) };
  for (const [eye, prefix] of [
    ['right', 'od'],
    ['left', 'os'],
  ] as const) {
    const given = isObject(object[eye]) ? object[eye] : {};
    for (const part of ['sph', 'cyl', 'axis', 'add'] as const)
      values[`${prefix}${part[0]!.toUpperCase()}${part.slice(1)}`] = text(given[part]);
  }
  const pd = isObject(object.pd) ? object.pd : {};
  if (pd.kind === 'dual') Object.assign(values, { pdMode: 'dual', pdRight: text(pd.right), pdLeft: text(pd.left) });
  else Object.assign(values, { pdMode: 'single', pd: text(pd.value) });
  if (object.confirmOld === true) values.confirmOld = 'yes';
  if (object.confirmDifference === true) values.confirmDifference = 'yes';
  return values;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
