import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from './redirect';

/**
 * /auth-redirect (vue-element-admin's auth-redirect): a landing page for sign-in flows that come
 * back to the portal; it goes on to `redirect` (a path of this site) or the home page.
 */
export default function AuthRedirectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return null;
}
