import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/**
 * /redirect/*: re-renders a page by passing through here. A tab's "Refresh" and the size selector
 * go to /redirect/<path>?<query>, and this page at once replaces itself with /<path>?<query>.
 */
export default function RedirectPage() {
  const navigate = useNavigate();
  const params = useParams();
  const { search } = useLocation();
  const target = `/${params['*'] ?? ''}${search}`;

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return null;
}
