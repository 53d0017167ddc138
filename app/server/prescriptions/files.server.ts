import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction as Tx } from '../../../db/connection';

import { prescriptionFiles } from '../db/prescriptions';
import type { PrescriptionFileView } from '~/lib/prescription/uploads';
import type { Upload } from './read-upload.server';

export type { PrescriptionFileView };

/** Enough for any one shopper; stops a script from filling the database through one session. */
export const MAX_FILES_PER_OWNER = 30;

/** The advisory locks' first key for prescription owners: the two-key space, apart from the migrations' one-key locks. */
const OWNER_LOCK_CLASS = 11;

/** 192 random bits, URL-safe: an id no one can guess or count through. */
export function newFileId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/**
 * Whether `id` has the shape newFileId gives. Anything else names no file and never reaches the
 * database: a null byte in a path (`%00`) is an error there, not a miss.
 */
function isFileId(id: string): boolean {
  return /^[\w-]{32}$/.test(id);
}

const view = {
  id: prescriptionFiles.id,
  name: prescriptionFiles.name,
  type: prescriptionFiles.type,
  size: prescriptionFiles.size,
  createdAt: prescriptionFiles.createdAt,
};

function toView(row: { id: string; name: string; type: string; size: number; createdAt: Date }): PrescriptionFileView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function countFiles(db: Database, owner: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(prescriptionFiles).where(eq(prescriptionFiles.owner, owner));
  return row?.value ?? 0;
}

/** Takes the owner's turn for the rest of the transaction (one owner's changes to their files run one at a time); answers how many files the owner holds. */
async function ownerTurn(tx: Tx, owner: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK_CLASS}, hashtext(${owner}))`);
  const [held] = await tx.select({ value: count() }).from(prescriptionFiles).where(eq(prescriptionFiles.owner, owner));
  return held?.value ?? 0;
}

/**
 * Stores the file unless its owner already has MAX_FILES_PER_OWNER; null then. One owner's uploads
 * take turns (a transaction's advisory lock on the owner), so parallel ones cannot pass the cap
 * together by each counting before the others insert.
 */
export async function storeFile(db: Database, owner: string, upload: Upload): Promise<PrescriptionFileView | null> {
  return db.transaction(async (tx) => {
    if ((await ownerTurn(tx, owner)) >= MAX_FILES_PER_OWNER) return null;
    const [row] = await tx
      .insert(prescriptionFiles)
      .values({
        id: newFileId(),
        owner,
        name: upload.name,
        type: upload.type,
        size: upload.content.length,
        content: upload.content,
      })
      .returning(view);
    return toView(row!);
  });
}

/**
 * Gives `from`'s files to `to` (a guest's uploads to the customer who signs in on that session),
 * newest first and only as many as `to` has room for; the rest stay with `from`. Answers how many moved.
 */
export async function moveFiles(db: Database, from: string, to: string): Promise<number> {
  return db.transaction(async (tx) => {
    const room = MAX_FILES_PER_OWNER - (await ownerTurn(tx, to));
    if (room <= 0) return 0;
    const newest = tx
      .select({ id: prescriptionFiles.id })
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.owner, from))
      .orderBy(desc(prescriptionFiles.createdAt))
      .limit(room);
    const moved = await tx
      .update(prescriptionFiles)
      .set({ owner: to })
      .where(and(eq(prescriptionFiles.owner, from), inArray(prescriptionFiles.id, newest)))
      .returning({ id: prescriptionFiles.id });
    return moved.length;
  });
}

/** The owner's files, newest first. */
export async function listFiles(db: Database, owner: string): Promise<PrescriptionFileView[]> {
  const rows = await db
    .select(view)
    .from(prescriptionFiles)
    .where(eq(prescriptionFiles.owner, owner))
    .orderBy(desc(prescriptionFiles.createdAt));
  return rows.map(toView);
}

/** The file with its content, only for one of `owners`: anyone else learns nothing, not even that it exists. */
export async function readFile(
  db: Database,
  id: string,
  owners: readonly string[],
): Promise<(PrescriptionFileView & { content: Buffer }) | null> {
  if (!isFileId(id)) return null;
  const [row] = await db
    .select({ ...view, owner: prescriptionFiles.owner, content: prescriptionFiles.content })
    .from(prescriptionFiles)
    .where(eq(prescriptionFiles.id, id));
  if (!row || !owners.includes(row.owner)) return null;
  const { owner: _owner, content, ...rest } = row;
  return { ...toView(rest), content };
}

/** A file's name and type (never its content), only for one of `owners`: what a lens line that points to it needs. */
export async function findFile(db: Database, id: string, owners: readonly string[]): Promise<PrescriptionFileView | null> {
  if (!isFileId(id)) return null;
  const [row] = await db
    .select({ ...view, owner: prescriptionFiles.owner })
    .from(prescriptionFiles)
    .where(eq(prescriptionFiles.id, id));
  if (!row || !owners.includes(row.owner)) return null;
  const { owner: _owner, ...rest } = row;
  return toView(rest);
}

export async function deleteFile(db: Database, id: string, owner: string): Promise<boolean> {
  if (!isFileId(id)) return false;
  const rows = await db
    .delete(prescriptionFiles)
    .where(and(eq(prescriptionFiles.id, id), eq(prescriptionFiles.owner, owner)))
    .returning({ id: prescriptionFiles.id });
  return rows.length > 0;
}
