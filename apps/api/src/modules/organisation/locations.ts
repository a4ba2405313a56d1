import type {
  ArchiveInput,
  ListLocationsQuery,
  Location,
  LocationPage,
  LocationUpdate,
  NewLocation,
} from '@competencyhub/domain/schemas/organisation';
import { ORG_MESSAGES } from '@competencyhub/domain/schemas/organisation-messages';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Tx, withTenant } from '../../db/client.ts';
import { locations } from '../../db/schema/organisation.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Services } from '../../services.ts';
import { writeAudit } from '../audit/audit.ts';
import { decodeNameCursor, likeText, pageOf } from './name-cursor.ts';
import { changedFields, refuse, uniqueRefusal } from './unit-rows.ts';

/** The company's locations (issue 23): name, country, region, city and time zone. */

type LocationRow = typeof locations.$inferSelect;

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    region: row.region,
    city: row.city,
    timeZone: row.timeZone,
    externalId: row.externalId,
    needsReview: row.needsReview,
    archived: row.archivedAt !== null,
  };
}

export function listLocations(
  services: Services,
  viewer: Viewer,
  query: ListLocationsQuery,
): Promise<LocationPage> {
  const companyId = viewer.tenantId;
  return withTenant(services.database, companyId, async (tx) => {
    const conditions: Array<SQL | undefined> = [eq(locations.companyId, companyId)];
    if (!query.includeArchived) conditions.push(isNull(locations.archivedAt));
    if (query.q) {
      const pattern = likeText(query.q);
      conditions.push(
        or(
          ilike(locations.name, pattern),
          ilike(locations.city, pattern),
          ilike(locations.region, pattern),
          ilike(locations.externalId, pattern),
        ),
      );
    }
    const after = decodeNameCursor(query.cursor);
    if (after) conditions.push(sql`(${locations.name}, ${locations.id}) > (${after.name}, ${after.id})`);
    const rows = await tx
      .select()
      .from(locations)
      .where(and(...conditions))
      .orderBy(asc(locations.name), asc(locations.id))
      .limit(query.limit + 1);
    const page = pageOf(rows, query.limit);
    return { items: page.items.map(toLocation), nextCursor: page.nextCursor };
  });
}

async function findLocation(tx: Tx, companyId: string, locationId: string): Promise<Location> {
  const [row] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.id, locationId)));
  if (!row) throw new AppError('NOT_FOUND', 'Location not found');
  return toLocation(row);
}

async function inLocations<T>(services: Services, viewer: Viewer, fn: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTenant(services.database, viewer.tenantId, fn);
  } catch (error) {
    throw uniqueRefusal(error) ?? error;
  }
}

const audit = (
  viewer: Viewer,
  action: Parameters<typeof writeAudit>[2]['action'],
  location: Location,
  details = {},
) => ({
  action,
  companyId: viewer.tenantId,
  actorId: viewer.userId,
  actorEmail: viewer.email,
  targetType: 'location',
  targetId: location.id,
  details: { name: location.name, ...details },
});

export function createLocation(services: Services, viewer: Viewer, input: NewLocation, req: FastifyRequest) {
  return inLocations(services, viewer, async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({
        companyId: viewer.tenantId,
        name: input.name,
        country: input.country,
        region: input.region ?? null,
        city: input.city ?? null,
        timeZone: input.timeZone,
        externalId: input.externalId ?? null,
      })
      .returning();
    if (!row) throw new Error('location not inserted');
    const location = toLocation(row);
    await writeAudit(tx, req, audit(viewer, 'location.created', location));
    return location;
  });
}

export function updateLocation(
  services: Services,
  viewer: Viewer,
  locationId: string,
  input: LocationUpdate,
  req: FastifyRequest,
) {
  return inLocations(services, viewer, async (tx) => {
    const before = await findLocation(tx, viewer.tenantId, locationId);
    if (before.archived) throw refuse('name', ORG_MESSAGES.locationArchived);
    // A location made from free text is reviewed once it has both a country and a time zone.
    const complete =
      (input.country ?? before.country) !== null && (input.timeZone ?? before.timeZone) !== null;
    await tx
      .update(locations)
      .set({ ...input, needsReview: !complete, updatedAt: new Date() })
      .where(and(eq(locations.companyId, viewer.tenantId), eq(locations.id, locationId)));
    const location = await findLocation(tx, viewer.tenantId, locationId);
    const changed = changedFields(before, location, Object.keys(input) as Array<keyof LocationUpdate>);
    await writeAudit(tx, req, audit(viewer, 'location.updated', location, { changed }));
    return location;
  });
}

export function archiveLocation(
  services: Services,
  viewer: Viewer,
  locationId: string,
  input: ArchiveInput,
  req: FastifyRequest,
) {
  return inLocations(services, viewer, async (tx) => {
    const before = await findLocation(tx, viewer.tenantId, locationId);
    if (before.archived === input.archived) return before;
    await tx
      .update(locations)
      .set({ archivedAt: input.archived ? new Date() : null, updatedAt: new Date() })
      .where(and(eq(locations.companyId, viewer.tenantId), eq(locations.id, locationId)));
    const location = await findLocation(tx, viewer.tenantId, locationId);
    await writeAudit(
      tx,
      req,
      audit(viewer, input.archived ? 'location.archived' : 'location.restored', location),
    );
    return location;
  });
}
