// Lets sagas navigate through the router's own API (docs/design.md §2) without keeping the router,
// which is not serialisable, in the store. The routes register the router's navigate function
// with useSagaNavigator().
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator?.(to, options);
}

/** Called once inside the router: makes navigateTo() use that router while it is mounted. */
export function useSagaNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
}
