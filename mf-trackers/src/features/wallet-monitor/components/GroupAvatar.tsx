import styled from '@emotion/styled';
import { useState } from 'react';
import { stripBidiControls, vars } from '@nova/shared-ui';

/** A group's avatar: its uploaded image, or its first letter on a tint derived from its name. */
export function GroupAvatar({ name, src, size = 28 }: { name: string; src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const letter = [...stripBidiControls(name).trim()][0]?.toUpperCase() ?? '#';
  const hue = [...name].reduce((sum, char) => (sum * 31 + (char.codePointAt(0) ?? 0)) % 360, 7);
  return (
    <Avatar aria-hidden="true" style={{ width: size, height: size, background: `linear-gradient(135deg, hsl(${hue} 70% 42%), hsl(${(hue + 40) % 360} 70% 28%))`, fontSize: size * 0.45 }}>
      {src !== '' && !failed ? <img src={src} alt="" onError={() => setFailed(true)} /> : letter}
    </Avatar>
  );
}

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: 50%;
  border: 1px solid ${vars.color.border};
  color: #fff;
  font-weight: 700;
  & > img { width: 100%; height: 100%; object-fit: cover; }
`;
