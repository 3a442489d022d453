import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { installEscapeLayers } from "./app/escape-layers";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { installStrayDropGuard } from "./app/stray-drops";
import { firstLanguage } from "./i18n";

installEscapeLayers();
installStrayDropGuard();

// A German browser's first screen waits for the German catalogue (its own chunk), not an English flash first.
void firstLanguage.then(() =>
  createRoot(document.getElementById("root") as HTMLElement).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
