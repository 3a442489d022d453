import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./i18n";
import { installEscapeLayers } from "./app/escape-layers";
import { Providers } from "./app/providers";
import { router } from "./app/router";

installEscapeLayers();

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
