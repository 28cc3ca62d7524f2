import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { vars } from '../theme/tokens';

export interface PanelProps {
  /** Visible heading; also the accessible name of the region. */
  title: ReactNode;
  /** Figures or badges beside the title, outside the heading (so the region's name stays the title). */
  meta?: ReactNode;
  /** Controls shown at the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled surface (role="region", named by its heading). */
export function Panel({ title, meta, actions, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <Surface aria-labelledby={headingId} className={className}>
      <Header>
        <Lead>
          <Title id={headingId}>{title}</Title>
          {meta}
        </Lead>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      <Body>{children}</Body>
    </Surface>
  );
}

export interface CardProps {
  children: ReactNode;
  className?: string;
}

/** An untitled surface for grouping. */
export function Card({ children, className }: CardProps) {
  return <Surface className={className}>{children}</Surface>;
}

const Surface = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.size.radiusMd};
  overflow: hidden;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.size.space2} ${vars.size.space3};
  min-height: 36px;
  padding: ${vars.size.space2} ${vars.size.space4};
  box-sizing: border-box;
  border-bottom: 1px solid ${vars.color.border};
`;

const Lead = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  white-space: nowrap;
  font-size: ${vars.size.fontMd};
  font-weight: 600;
  color: ${vars.color.text};
  display: flex;
  align-items: center;
  gap: ${vars.size.space3};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.size.space2};
  min-width: 0;
  max-width: 100%;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;
