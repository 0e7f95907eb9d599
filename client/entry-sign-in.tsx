import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { readPageState } from './app/page-state';
import { SignInPage } from './features/auth/sign-in-page';
import type { SignInPageState } from './features/auth/sign-in-texts';

/** The sign-in page's script (client/sign-in.html): the form alone, without the app around it. */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

hydrateRoot(
  container,
  <StrictMode>
    <SignInPage state={readPageState<SignInPageState>()} />
  </StrictMode>,
);
