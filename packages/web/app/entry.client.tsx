import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCjkFontIfMissing } from './lib/cjk-font';
import { browserMessages, setMessagesSource } from './lib/messages';
import { bootStorage } from './lib/storage';

setMessagesSource(browserMessages);

// SPEC §4: stored data is brought to version 5 before any component reads it.
bootStorage();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Issue 13: Chinese faces only where the machine has none (cjk-font.ts).
loadCjkFontIfMissing();
