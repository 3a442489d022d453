import { useBranding } from "../api";

/**
 * The organisation's logo from the general settings, for the header and the sign-in page; nothing while
 * loading or when none is set. Decorative: the app's name stands beside it.
 */
export function BrandLogo({ height, centered = false }: { height: number; centered?: boolean }) {
  const logo = useBranding().data?.logo_url;
  if (!logo) return null;
  return (
    <img
      src={logo}
      alt=""
      style={{
        maxHeight: height,
        maxWidth: height * 5,
        objectFit: "contain",
        display: "block",
        marginInline: centered ? "auto" : undefined,
      }}
      data-testid="brand-logo"
    />
  );
}
