import { useEffect, useState } from 'react';

/** The text typed, once it has stayed the same for a moment (one request per pause, not per key). */
export function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
