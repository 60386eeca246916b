// GET /api/v2/event/calendar/organisation/{year}/{month}: the signed-in organisation's events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { calendarEventsOf } from './calendar-query';
import { calendarKeys } from '@/lib/query-keys';

export const getOrganisationCalendar = async (year: number, month: number) =>
  calendarEventsOf(await api.get(`/api/v2/event/calendar/organisation/${year}/${month}`));

export const organisationCalendarQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: calendarKeys.organisation(year, month),
    queryFn: () => getOrganisationCalendar(year, month),
  });

export const useOrganisationCalendar = (year: number, month: number, enabled = true) =>
  useQuery({ ...organisationCalendarQueryOptions(year, month), enabled });
