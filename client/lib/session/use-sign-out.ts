import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../app-services';
import { LOGIN_PATH } from './browser-transport';
import { signOut } from './sign-out';

/** Signs out (locally even if the server call fails) and goes to the sign-in page. */
export function useSignOut(): () => Promise<void> {
  const { api, queryClient } = useAppServices();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(api, queryClient);
    await navigate(LOGIN_PATH, { replace: true });
  }, [api, queryClient, navigate]);
}
