import { useRef, useState } from 'react';

/**
 * One run at a time of what a button starts (a start, a price, a submit): a second click before
 * the re-render does nothing. `running` is for the button's spinner.
 */
export function useSingleRun() {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const run = async (task: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };
  return { running, isRunning: () => busy.current, run };
}
