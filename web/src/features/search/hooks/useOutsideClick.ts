import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `active`, a mouse press outside `ref`'s element calls `onOutside`. */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const outside = useEffectEvent(() => onOutside());
  useEffect(() => {
    if (!active) return;
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) outside();
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [ref, active]);
}
