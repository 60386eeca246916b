// The school's team (docs/team.md): GET /api/v2/team, invitations (POST, DELETE), a member's role
// (PUT) and removal (DELETE); an invitation's preview and acceptance (GET /api/v2/team/join/{token},
// POST /api/v2/team/join). The account's own schools: src/lib/organisation/my-schools.ts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  teamResponseSchema,
  type InviteRequest,
  type TeamRole,
} from '@/contract/team';
import { api } from '@/lib/api/client';
import { unwrap, type ApiResult } from '@/lib/api/result';
import { dashboardKeys } from './query-keys';

export const useTeam = (organisationId: string, enabled = true) =>
  useQuery({
    queryKey: dashboardKeys.team(organisationId),
    queryFn: async () => teamResponseSchema.parse(unwrap(await api.get('/api/v2/team'))).data,
    enabled,
  });

/** Every change to the team answers the call's result and refreshes the list after success. */
function useTeamChange<Input>(
  organisationId: string,
  call: (input: Input) => Promise<ApiResult<unknown>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      if (result.ok)
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.team(organisationId) });
    },
  });
}

export const useInvite = (organisationId: string) =>
  useTeamChange(organisationId, (input: InviteRequest) =>
    api.post('/api/v2/team/invitations', input),
  );

export const useRevokeInvitation = (organisationId: string) =>
  useTeamChange(organisationId, (invitationId: string) =>
    api.delete(`/api/v2/team/invitations/${invitationId}`),
  );

export const useChangeRole = (organisationId: string) =>
  useTeamChange(organisationId, ({ accountId, role }: { accountId: string; role: TeamRole }) =>
    api.put(`/api/v2/team/members/${accountId}/role`, { role }),
  );

export const useRemoveMember = (organisationId: string) =>
  useTeamChange(organisationId, (accountId: string) =>
    api.delete(`/api/v2/team/members/${accountId}`),
  );

export const useInvitation = (token: string) =>
  useQuery({
    queryKey: dashboardKeys.invitation(token),
    queryFn: async () =>
      invitationPreviewSchema.parse(unwrap(await api.get(`/api/v2/team/join/${token}`))).data,
    retry: false,
  });

export async function acceptInvitation(token: string) {
  const result = await api.post('/api/v2/team/join', { token });
  return result.ok ? acceptedInvitationSchema.parse(result.data).data : result;
}
