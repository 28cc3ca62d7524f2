import styled from '@emotion/styled';
import { vars } from '../theme/tokens';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
}

/** A shimmering placeholder block; decorative (aria-hidden). Wrap groups in <SkeletonGroup>. */
export function Skeleton({ width = '100%', height = 12 }: SkeletonProps) {
  return <Block aria-hidden="true" style={{ width, height }} />;
}

export interface SkeletonGroupProps {
  /** Accessible name of the loading region, e.g. "Loading hot tokens". */
  label: string;
  /** Number of placeholder rows. */
  rows?: number;
  rowHeight?: number;
}

/** A loading region (role="status", aria-busy) of skeleton rows. */
export function SkeletonGroup({ label, rows = 6, rowHeight = 20 }: SkeletonGroupProps) {
  return (
    <Group role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={rowHeight} width={i % 3 === 2 ? '72%' : '100%'} />
      ))}
    </Group>
  );
}

/**
 * The loading skeleton's shimmer: a band of light crossing it, moved with `transform`, which the
 * compositor animates on its own. The band used to be an animated `background-position`, which
 * the main thread restyles and repaints every frame: with a page of skeletons at 4x CPU, a third
 * of the main thread while the page was loading (issue 37).
 */
export const shimmerStyles = `
  position: relative;
  overflow: hidden;
  background: ${vars.color.skeleton};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent 0, ${vars.color.skeletonShine} 50%, transparent 100%);
    animation: nova-shimmer 1.2s linear infinite;
  }
`;

const Block = styled.span`
  display: block;
  border-radius: ${vars.size.radiusSm};
  ${shimmerStyles}
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.size.space3};
  padding: ${vars.size.space4};
`;
