import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { vars } from '../theme/tokens';

export interface BadgeProps {
  tone?: 'neutral' | 'up' | 'down' | 'warn' | 'accent';
  children: ReactNode;
  title?: string;
}

/** A small label (chain, tag, status). */
export function Badge({ tone = 'neutral', children, title }: BadgeProps) {
  return (
    <Pill data-tone={tone} title={title}>
      {children}
    </Pill>
  );
}

export interface BuildMarkProps {
  /** The build's __NOVA_BUILD_MARK__; nothing is rendered when empty. */
  mark: string;
}

/** The visible "build <mark>" badge that proves which build of a remote is on screen. */
export function BuildMark({ mark }: BuildMarkProps) {
  if (!mark) return null;
  return <Badge tone="warn">build {mark}</Badge>;
}

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  height: 16px;
  padding: 0 ${vars.size.space2};
  border-radius: ${vars.size.radiusSm};
  background: ${vars.color.surfaceHover};
  color: ${vars.color.textMuted};
  font-size: 10px;
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
  &[data-tone='up'] { background: ${vars.color.upSoft}; color: ${vars.color.up}; }
  &[data-tone='down'] { background: ${vars.color.downSoft}; color: ${vars.color.down}; }
  &[data-tone='warn'] { background: ${vars.color.warnSoft}; color: ${vars.color.warn}; }
  &[data-tone='accent'] { color: ${vars.color.accent}; }
`;
