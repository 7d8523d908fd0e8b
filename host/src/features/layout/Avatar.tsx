import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  flex: none; width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; border-radius: 50%; overflow: hidden;
  display: grid; place-items: center; font-weight: 700; font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  background: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.onPrimary};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The student's picture, or their initial when there is none (decorative: the name is beside it). */
export function Avatar({ name, src, size = 44 }: { name: string; src: string | null | undefined; size?: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <Circle $size={size} aria-hidden="true">
      {src && !broken ? <img src={src} alt="" width={size} height={size} onError={() => setBroken(true)} /> : (name.trim()[0] ?? '?').toUpperCase()}
    </Circle>
  );
}
