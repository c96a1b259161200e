// The time now (ISO), read once when the component mounts and again every `everyMs`: for what
// counts up while a page is open (how long a stop has lasted so far) without reading the clock
// while rendering.
import { useEffect, useState } from 'react';

export function useNow(everyMs = 60_000): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
