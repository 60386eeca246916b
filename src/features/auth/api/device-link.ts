// "It was me, let me in": ask for the e-mailed link (POST /api/v2/auth/request-device-link) and
// open it (POST /api/v2/auth/trust-device, which gives this browser its device cookie).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { successMessageSchema } from '@/contract/answers';
import { deviceLinkResponseSchema } from '@/contract/auth';
import { parseAnswer } from '@/lib/api/parse-answer';
import { withMinimumDuration } from '@/lib/min-duration';

export const requestDeviceLink = async (email: string) =>
  parseAnswer(await api.post('/api/v2/auth/request-device-link', { email }), successMessageSchema);

export const useRequestDeviceLink = () => useMutation({ mutationFn: requestDeviceLink });

export const trustDevice = async (token: string) =>
  parseAnswer(await api.post('/api/v2/auth/trust-device', { token }), deviceLinkResponseSchema);

export const useTrustDevice = () =>
  useMutation({ mutationFn: (token: string) => withMinimumDuration(trustDevice(token)) });
