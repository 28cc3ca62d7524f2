import styled from '@emotion/styled';

/** One remote filling the page. */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  padding: 8px;
`;
