// The connect flow's state on /facebook-integration: Connect Facebook (to Facebook's dialog, or
// the review accounts' demo with its privacy notice), the return from Facebook (say who connected,
// then open the page selector), and the error to show with its way forward.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { facebookErrorView, type FacebookErrorView } from '@/lib/facebook/error-view';
import { startConnection, type DemoFlag } from '../api/start-connection';
import { RETURN_PARAMS, returnedResult } from '../components/return-params';
import { failureError } from '@/lib/api/result';

export function useConnectFlow(refetchStatus: () => Promise<unknown>) {
  const [params, setParams] = useSearchParams();
  const demo: DemoFlag | null =
    params.get('demouseradmin') === 'true'
      ? 'demouseradmin'
      : params.get('demouser') === 'true'
        ? 'demouser'
        : null;
  const returned = useMemo(() => returnedResult(params), [params]);
  const [error, setError] = useState<FacebookErrorView | null>(returned.error);
  const [notice, setNotice] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [selector, setSelector] = useState(false);

  useEffect(() => {
    if (returned.connectedAs === null) return;
    // Back from Facebook: say who connected, then find their pages.
    setNotice(`Connected to Facebook${returned.connectedAs ? ` as ${returned.connectedAs}` : ''}.`);
    setSelector(true);
    const kept = new URLSearchParams(params);
    for (const name of RETURN_PARAMS) kept.delete(name);
    setParams(kept, { replace: true });
  }, [returned, params, setParams]);

  const connect = async () => {
    setError(null);
    setConnecting(true);
    const result = await startConnection(demo);
    setConnecting(false);
    if (!result.ok) {
      const failed = failureError(result);
      setError(
        facebookErrorView({
          code: failed.code ?? 'SERVER_ERROR',
          message: failed.message,
          retryable: failed.retryable,
        }),
      );
      return;
    }
    if ('facebookAuthUrl' in result.data) {
      setRedirecting(true);
      window.location.assign(result.data.facebookAuthUrl);
      return;
    }
    await refetchStatus();
    setNotice(`Connected to Facebook as ${result.data.userName} (demo).`);
    setPrivacy(true);
  };

  return {
    demo,
    error,
    notice,
    setNotice,
    connecting,
    redirecting,
    setRedirecting,
    privacy,
    endPrivacy: () => {
      setPrivacy(false);
      setSelector(true);
    },
    selector,
    setSelector,
    connect,
  };
}
