import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';

export interface StoredFileInfo {
  id: string;
  companyId: string;
  ownerId: string | null;
  purpose: string;
  contentType: string;
  byteSize: number;
  /** Hex sha256 of the bytes: the ETag, and a check that what is served is what was stored. */
  sha256: string;
  fileName: string | null;
  createdAt: Date;
}

export interface StoredFile extends StoredFileInfo {
  bytes: Buffer;
}

export interface NewFile {
  ownerId: string | null;
  purpose: string;
  contentType: string;
  bytes: Buffer;
  /** The name the file was uploaded with (evidence), shown on download. */
  fileName?: string | null;
}

/**
 * Where uploaded files live. Every call runs in the caller's tenant transaction and names the
 * company first, so the file row commits or rolls back with the change that refers to it. The
 * database implementation keeps the bytes in the row; an object-storage driver would keep the same
 * row without the bytes and put them in a bucket under the file's id.
 */
export interface FileStore {
  put(tx: Tx, companyId: string, file: NewFile): Promise<StoredFileInfo>;
  get(tx: Tx, companyId: string, id: string): Promise<StoredFile | null>;
  /** Removes one file; false when there was none. */
  delete(tx: Tx, companyId: string, id: string): Promise<boolean>;
  /** Removes one owner's files of a purpose, except `keepId`; returns how many went. */
  deleteOwned(
    tx: Tx,
    companyId: string,
    owner: { ownerId: string; purpose: string; keepId?: string },
  ): Promise<number>;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const INFO_COLUMNS = {
  id: storedFiles.id,
  companyId: storedFiles.companyId,
  ownerId: storedFiles.ownerId,
  purpose: storedFiles.purpose,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
  sha256: storedFiles.sha256,
  fileName: storedFiles.fileName,
  createdAt: storedFiles.createdAt,
};

export class DatabaseFileStore implements FileStore {
  async put(tx: Tx, companyId: string, file: NewFile): Promise<StoredFileInfo> {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        companyId,
        ownerId: file.ownerId,
        purpose: file.purpose,
        contentType: file.contentType,
        byteSize: file.bytes.byteLength,
        bytes: file.bytes,
        sha256: sha256Hex(file.bytes),
        fileName: file.fileName ?? null,
      })
      .returning(INFO_COLUMNS);
    if (!row) throw new Error('stored file insert returned no row');
    return row;
  }

  async get(tx: Tx, companyId: string, id: string): Promise<StoredFile | null> {
    const [row] = await tx
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, id)))
      .limit(1);
    return row ?? null;
  }

  async delete(tx: Tx, companyId: string, id: string): Promise<boolean> {
    const rows = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.companyId, companyId), eq(storedFiles.id, id)))
      .returning({ id: storedFiles.id });
    return rows.length > 0;
  }

  async deleteOwned(
    tx: Tx,
    companyId: string,
    owner: { ownerId: string; purpose: string; keepId?: string },
  ): Promise<number> {
    const rows = await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.companyId, companyId),
          eq(storedFiles.ownerId, owner.ownerId),
          eq(storedFiles.purpose, owner.purpose),
          owner.keepId ? ne(storedFiles.id, owner.keepId) : undefined,
        ),
      )
      .returning({ id: storedFiles.id });
    return rows.length;
  }
}

/** The address a stored file is served from (GET /api/v1/files/:fileId). */
export const fileUrl = (id: string) => `/api/v1/files/${id}`;
