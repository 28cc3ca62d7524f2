import styled from '@emotion/styled';
import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { StatusBar } from './StatusBar';
import { PreviewBanner } from './PreviewBanner';
import { Toaster } from './Toaster';
import { LoginDrawer } from './LoginDrawer';

/** The trading shell around every trading page. */
export function Shell() {
  return (
    <Frame>
      <PreviewBanner />
      <Header />
      <main>
        <Outlet />
      </main>
      <StatusBar />
      <Toaster />
      <LoginDrawer />
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  main { flex: 1; min-width: 0; }
`;
