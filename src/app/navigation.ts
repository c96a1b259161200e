// Lets sagas navigate through the router's own API (DESIGN.md §2) without keeping the router,
// which is not serialisable, in the store.

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator?.(to, options);
}
