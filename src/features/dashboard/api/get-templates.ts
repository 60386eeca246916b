// GET /api/v2/ticket/templates: the system ticket templates.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { templatesResponseSchema } from '@/contract/organisations';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

export const getTemplates = async () =>
  templatesResponseSchema.parse(unwrap(await api.get('/api/v2/ticket/templates'))).templates;

export const templatesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.templates(), queryFn: getTemplates, staleTime: Infinity });

export const useTemplates = (enabled: boolean) => useQuery({ ...templatesQueryOptions(), enabled });
