// 001 §7 GET /stickets/image/changes: the brand's photo requests, e-mail prefix and status filters, newest first.
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { requireStaff, type Handler } from '../../context';
import { sticketPhotoRequests } from '../../db/schema';
import { likePrefix, links, paging, selectPage } from '../paging';
import { photoRequestView } from './sticketPhotos';

export const searchSticketPhotoChanges: Handler<'searchSticketPhotoChanges'> = async (ctx) => {
  const staff = requireStaff(ctx);
  const q = ctx.query as { email?: string; status?: string };
  const p = paging(
    ctx.query,
    Number((staff.profile.config as unknown as Record<string, unknown>).paginationSize ?? 10),
  );
  const filters: SQL[] = [eq(sticketPhotoRequests.brand, staff.brand)];
  if (q.email?.trim()) filters.push(ilike(sticketPhotoRequests.email, likePrefix(q.email.trim())));
  if (q.status) filters.push(eq(sticketPhotoRequests.status, q.status));
  const where = and(...filters);
  const { rows, total } = await selectPage(
    ctx.db,
    p,
    ctx.db
      .select()
      .from(sticketPhotoRequests)
      .where(where)
      .orderBy(desc(sticketPhotoRequests.created), desc(sticketPhotoRequests.id))
      .$dynamic(),
    { table: sticketPhotoRequests, where },
  );
  return { result: rows.map(photoRequestView), links: links(p, total) };
};
