import type { AnalyticsCategory } from '@atrium/domain';
import type { Db } from '../../db/database';

export type AnalyticsEventRecord = {
  id: string;
  createdAt: string;
  day: string;
  architectureId: string;
  areaId: string | null;
  widgetId: string | null;
  category: AnalyticsCategory;
  action: string;
  name: string;
  visitorId: string;
  userId: string | null;
};

/** Inclusive days (YYYY-MM-DD) and, optionally, one architecture. */
export type AnalyticsRange = { from: string; to: string; architectureId?: string | undefined };

const TOP_LIMIT = 100;

/** First-party analytics events and their aggregates for the dashboard. */
export function createAnalyticsRepository(db: Db) {
  const inRange = (range: AnalyticsRange) => {
    let query = db.selectFrom('analytics_events').where('day', '>=', range.from).where('day', '<=', range.to);
    if (range.architectureId !== undefined) query = query.where('architecture_id', '=', range.architectureId);
    return query;
  };

  return {
    async insert(event: AnalyticsEventRecord) {
      await db
        .insertInto('analytics_events')
        .values({
          id: event.id,
          created_at: event.createdAt,
          day: event.day,
          architecture_id: event.architectureId,
          area_id: event.areaId,
          widget_id: event.widgetId,
          category: event.category,
          action: event.action,
          name: event.name,
          visitor_id: event.visitorId,
          user_id: event.userId,
        })
        .execute();
    },

    async summary(range: AnalyticsRange) {
      const [totals, perDay, perArea, perWidget, perCategoryAction] = await Promise.all([
        inRange(range)
          .select((eb) => [
            eb.fn.countAll<number | string>().as('events'),
            eb.fn.count<number | string>('visitor_id').distinct().as('visitors'),
          ])
          .executeTakeFirstOrThrow(),
        inRange(range)
          .select((eb) => [
            'day',
            eb.fn.countAll<number | string>().as('events'),
            eb.fn.count<number | string>('visitor_id').distinct().as('visitors'),
          ])
          .groupBy('day')
          .orderBy('day')
          .execute(),
        inRange(range)
          .where('area_id', 'is not', null)
          .select((eb) => ['architecture_id', 'area_id', eb.fn.countAll<number | string>().as('events')])
          .groupBy(['architecture_id', 'area_id'])
          .orderBy('events', 'desc')
          .orderBy('area_id')
          .limit(TOP_LIMIT)
          .execute(),
        inRange(range)
          .where('widget_id', 'is not', null)
          .select((eb) => ['architecture_id', 'widget_id', eb.fn.countAll<number | string>().as('events')])
          .groupBy(['architecture_id', 'widget_id'])
          .orderBy('events', 'desc')
          .orderBy('widget_id')
          .limit(TOP_LIMIT)
          .execute(),
        inRange(range)
          .select((eb) => ['category', 'action', eb.fn.countAll<number | string>().as('events')])
          .groupBy(['category', 'action'])
          .orderBy('events', 'desc')
          .orderBy('category')
          .orderBy('action')
          .limit(TOP_LIMIT)
          .execute(),
      ]);
      return {
        totalEvents: Number(totals.events),
        visitors: Number(totals.visitors),
        perDay: perDay.map((row) => ({
          day: row.day,
          events: Number(row.events),
          visitors: Number(row.visitors),
        })),
        perArea: perArea.map((row) => ({
          architectureId: row.architecture_id,
          areaId: row.area_id!,
          events: Number(row.events),
        })),
        perWidget: perWidget.map((row) => ({
          architectureId: row.architecture_id,
          widgetId: row.widget_id!,
          events: Number(row.events),
        })),
        perCategoryAction: perCategoryAction.map((row) => ({
          category: row.category as AnalyticsCategory,
          action: row.action,
          events: Number(row.events),
        })),
      };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
