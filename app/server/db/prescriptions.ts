import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Prescription } from '../../lib/prescription/prescription.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, postgres.js a Buffer: the shop reads a Buffer either way.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Prescriptions shoppers upload (issue 11): a photo or scan, kept in the database so every
 * instance serves it. `owner` is a customer gid or a guest session's id; only that owner may read it.
 * The id is random (192 bits), never a counter, so no one reaches a file by guessing.
 */
export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    name: text('name').notNull(),
    /** The type read from the content: image/jpeg, image/png or application/pdf. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('prescription_files_owner_idx').on(table.owner, table.createdAt)],
);

/** A signed-in customer's saved prescriptions: a name and the values, checked by the shared schema. */
export const savedPrescriptions = pgTable(
  'saved_prescriptions',
  {
    id: text('id').primaryKey(),
    /** The Storefront customer gid. */
    customerId: text('customer_id').notNull(),
    name: text('name').notNull(),
    prescription: jsonb('prescription').$type<Prescription>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('saved_prescriptions_customer_idx').on(table.customerId, table.createdAt)],
);
